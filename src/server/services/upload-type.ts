import { open } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type';
import { UPLOAD_TYPES, type UploadKind } from '@shared/uploads';

/** The binary kinds, recognised by their magic bytes (file-type; DOCX by its [Content_Types].xml). */
export type BinaryUploadKind = Exclude<UploadKind, 'svg'>;

/**
 * What the content is: an allowed binary kind, `text` when it may be SVG markup (decided by parsing it, see
 * svg-sanitizer.ts), or `refused`.
 */
export type SniffResult = BinaryUploadKind | 'text' | 'refused';

const BINARY_KIND_BY_MIME = new Map<string, BinaryUploadKind>([
  ...(['pdf', 'jpg', 'png', 'docx'] as const).map((kind) => [UPLOAD_TYPES[kind].mime, kind] as const),
  // An animated PNG is still a PNG to every browser.
  ['image/apng', 'png'],
]);

/**
 * The first bytes that content sniffers look at (legacy browsers scanned up to 256–1024 bytes for HTML). A
 * genuine PDF, PNG, JPEG or DOCX has no HTML tags there; a polyglot built to be read as HTML does.
 */
export const SNIFF_WINDOW_BYTES = 1024;

/**
 * Tags that make a content sniffer decide "HTML" (WHATWG MIME Sniffing's HTML patterns, plus svg, which also runs
 * script). Only tags of four letters or more plus a delimiter, so that random compressed bytes never match.
 */
const HTML_MARKUP =
  /<(?:!doctype\s+html|html|head|body|script|iframe|style|title|table|svg|img|object|embed|meta|link|form|frameset)[\s/>]/i;

export function hasHtmlMarkup(head: Uint8Array): boolean {
  return HTML_MARKUP.test(Buffer.from(head.subarray(0, SNIFF_WINDOW_BYTES)).toString('latin1'));
}

/** Text that can be XML: valid UTF-8 with no NUL byte (a binary format nearly always has one early on). */
function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    // The window may end inside a multi-byte character: drop up to 3 trailing bytes before decoding strictly.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}

function classify(detected: FileTypeResult | undefined, head: Uint8Array): SniffResult {
  const binaryKind = detected && BINARY_KIND_BY_MIME.get(detected.mime);
  // A PDF/HTML (or PNG/HTML…) polyglot is refused: the type is right, but the bytes are shaped to be read as HTML.
  if (binaryKind) return hasHtmlMarkup(head) ? 'refused' : binaryKind;
  // file-type reports text formats only for an `<?xml ` prolog; SVG without a prolog is undetected.
  if ((!detected || detected.mime === 'application/xml') && looksLikeText(head)) return 'text';
  return 'refused';
}

/** Decides the kind of a received file by its content, never by its name or the client's Content-Type. */
export async function sniffUploadFile(filePath: string): Promise<SniffResult> {
  const handle = await open(filePath, 'r');
  let head: Uint8Array;
  try {
    const buffer = Buffer.alloc(SNIFF_WINDOW_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_WINDOW_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.length === 0) return 'refused';
  return classify(await fileTypeFromFile(filePath), head);
}

/** The same decision for bytes in memory (tests, and files read back from storage). */
export async function sniffUploadBytes(bytes: Uint8Array): Promise<SniffResult> {
  if (bytes.length === 0) return 'refused';
  return classify(await fileTypeFromBuffer(bytes), bytes.subarray(0, SNIFF_WINDOW_BYTES));
}
