import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The plain text of a PDF (unpdf, pdf.js without a worker or native code) or a DOCX (mammoth), for prompts.
 * Throws when the file cannot be read; the caller turns that into a note.
 */
export async function extractDocumentText(kind: 'pdf' | 'docx', bytes: Uint8Array): Promise<string> {
  if (kind === 'docx') {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return result.value.trim();
  }
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy so the caller keeps the bytes.
  const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text.trim();
  } finally {
    await pdf.destroy();
  }
}
