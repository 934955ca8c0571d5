import contentDisposition from 'content-disposition';
import { Hono } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import { UPLOAD_MESSAGES, type UploadMimeType } from '@shared/uploads';
import type { SessionReader } from '../session-reader';
import { jsonError } from '../http';
import { requireSession } from '../middleware/session';
import type { UploadsService } from '../services/uploads';

/**
 * A user file must never run as a page of this origin, even if a browser is asked to open it directly: the
 * sandbox gives it an opaque origin without scripts, and `default-src 'none'` lets it load nothing.
 */
export const USER_FILE_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

/**
 * Images and PDFs are shown in the browser. SVG and DOCX are downloads when opened directly: DOCX has no viewer,
 * and an SVG is a document format — the app shows it through <img>, which ignores this header, so a download
 * costs nothing and keeps a sanitised SVG from ever being a top-level document.
 */
const INLINE_TYPES = new Set<UploadMimeType>(['image/png', 'image/jpeg', 'application/pdf']);

/**
 * The plain-ASCII `filename=` beside the exact UTF-8 `filename*=`: clients read Latin-1 bytes in headers
 * inconsistently, so only ASCII goes unencoded (accents dropped, anything else replaced).
 */
function asciiFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
}

const notFound = (c: Parameters<typeof jsonError>[0]) =>
  jsonError(c, 404, API_ERROR_CODES.notFound, UPLOAD_MESSAGES.notFound);

/** `/api/uploads`: the signed-in user's attachments. Another user's file is "not found", never "forbidden". */
export function uploadRoutes(sessions: SessionReader, uploads: UploadsService) {
  return new Hono()
    .use(requireSession(sessions))
    .post('/', async (c) => c.json(await uploads.create(c.var.session.user.id, c.req.raw), 201))
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ uploads: await uploads.list(c.var.session.user.id) });
    })
    .get('/:id', async (c) => {
      const file = await uploads.open(c.var.session.user.id, c.req.param('id'));
      if (!file) return notFound(c);
      return c.body(file.object.body, 200, {
        'Content-Type': file.type,
        'Content-Length': String(file.object.size),
        // The saved file's extension is the detected type's (see downloadFileName), whatever the client named it.
        'Content-Disposition': contentDisposition(file.downloadName, {
          type: INLINE_TYPES.has(file.type) ? 'inline' : 'attachment',
          fallback: asciiFileName(file.downloadName),
        }),
        'Content-Security-Policy': USER_FILE_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private',
      });
    })
    .delete('/:id', async (c) => {
      const isRemoved = await uploads.remove(c.var.session.user.id, c.req.param('id'));
      return isRemoved ? c.body(null, 204) : notFound(c);
    });
}
