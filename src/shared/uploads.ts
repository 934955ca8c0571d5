/** File attachments: the allowed types (PDF, JPG/JPEG, PNG, SVG, DOCX), the 10 MB limit and their messages. */

/** 10 MB, counted as 10485760 bytes. A file of exactly this size is accepted. */
export const UPLOAD_MAX_BYTES = 10_485_760;

/**
 * Per-user upload quota, over the last 24 hours: far above what a creator attaches in a day (a few dozen files),
 * low enough that one account cannot fill the storage or run up its bill. Deleting a file gives its place back:
 * the quota bounds what an account stores per day; the request rate is the rate limiter's concern.
 */
export const UPLOAD_QUOTA_FILES_PER_DAY = 200;
export const UPLOAD_QUOTA_BYTES_PER_DAY = 500 * 1024 * 1024;

/** The multipart field that carries the file (`POST /api/uploads`). */
export const UPLOAD_FIELD_NAME = 'file';

/**
 * The types we accept, keyed by the extension the server gives the stored object. The server decides the type
 * from the content (magic bytes, or a parse for SVG), never from the name; `extensions` only serve the file
 * picker and the browser's early check.
 */
export const UPLOAD_TYPES = {
  pdf: { mime: 'application/pdf', extensions: ['.pdf'] },
  jpg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { mime: 'image/png', extensions: ['.png'] },
  svg: { mime: 'image/svg+xml', extensions: ['.svg'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
} as const;

export type UploadKind = keyof typeof UPLOAD_TYPES;
export type UploadMimeType = (typeof UPLOAD_TYPES)[UploadKind]['mime'];

export const UPLOAD_KINDS = Object.keys(UPLOAD_TYPES) as UploadKind[];

/** For `<input type="file" accept>`. */
export const UPLOAD_ACCEPT = UPLOAD_KINDS.flatMap((kind) => [
  ...UPLOAD_TYPES[kind].extensions,
  UPLOAD_TYPES[kind].mime,
]).join(',');

export const UPLOAD_MESSAGES = {
  tooLarge: 'File size must be less than 10MB',
  unsupportedType: 'Please upload only PDF, JPG, PNG, SVG, or DOCX files',
  missingFile: 'Please choose a file to upload.',
  notFound: 'No such file.',
  failed: 'Failed to upload file',
  uploaded: 'File uploaded successfully',
  quotaReached: `You have reached the upload limit of ${UPLOAD_QUOTA_FILES_PER_DAY} files or ${
    UPLOAD_QUOTA_BYTES_PER_DAY / 1024 / 1024
  } MB per day. Please try again later.`,
} as const;

/** An uploaded file as the browser sees it (name, url, type, size), plus the id the AI requests refer to. */
export type UploadedFile = {
  id: string;
  name: string;
  url: string;
  type: UploadMimeType;
  size: number;
};

export function uploadUrl(id: string): string {
  return `/api/uploads/${encodeURIComponent(id)}`;
}

/**
 * The browser's early check before sending (by name and size only; the server checks the content).
 * Returns the message to show, or undefined when the file may be sent.
 */
export function uploadProblem(file: { name: string; size: number }): string | undefined {
  const name = file.name.toLowerCase();
  const hasAllowedExtension = UPLOAD_KINDS.some((kind) =>
    UPLOAD_TYPES[kind].extensions.some((extension) => name.endsWith(extension)),
  );
  if (!hasAllowedExtension) return UPLOAD_MESSAGES.unsupportedType;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return undefined;
}
