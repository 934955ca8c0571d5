import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import Busboy from '@fastify/busboy';
import { API_ERROR_CODES } from '@shared/api-error';
import { UPLOAD_MESSAGES } from '@shared/uploads';
import { HttpError } from '../http';

/** Room for the multipart boundaries and part headers around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export type ReceivedFile = {
  /** A temporary file holding exactly the bytes received. */
  path: string;
  size: number;
  /** As the client sent it: untrusted, for display only after sanitising. */
  clientFileName: string;
  dispose(): Promise<void>;
};

const isSystemError = (error: unknown) => error instanceof Error && 'syscall' in error;

const tooLarge = () => new HttpError(413, API_ERROR_CODES.payloadTooLarge, UPLOAD_MESSAGES.tooLarge);
const missingFile = () => new HttpError(400, API_ERROR_CODES.badRequest, UPLOAD_MESSAGES.missingFile);
const malformed = () => new HttpError(400, API_ERROR_CODES.badRequest, UPLOAD_MESSAGES.failed);

/**
 * Browsers write `"`, CR and LF in multipart file names as %22, %0D and %0A (HTML's form-data encoding); the
 * parser leaves them escaped. The line breaks are dropped, never needed in a name.
 */
function unescapeFormDataName(name: string): string {
  return name.replace(/%22/g, '"').replace(/%0[AD]/gi, '');
}

/** Counts the raw request bytes, so that many small parts cannot add up past the limit either. */
function byteBudget(maxBytes: number) {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      callback(total > maxBytes ? tooLarge() : null, chunk);
    },
  });
}

/**
 * Streams the one file field of a multipart request into a temporary file. The limit is enforced while reading:
 * as soon as the file passes `maxBytes` (or the request passes it plus the multipart overhead), reading stops,
 * the partial file is deleted and a 413 is thrown. Nothing is held in memory beyond the stream buffers.
 */
export async function receiveSingleFile(
  request: Request,
  options: { fieldName: string; maxBytes: number },
): Promise<ReceivedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) throw missingFile();
  const declaredLength = Number(request.headers.get('content-length') ?? Number.NaN);
  // A declared length already past the limit is refused before a single byte is read.
  if (declaredLength > options.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      // A few stray parts are tolerated (and dropped); the byte budget bounds them all.
      limits: {
        files: 4,
        fileSize: options.maxBytes,
        fields: 10,
        fieldSize: 1024,
        parts: 16,
        headerPairs: 20,
      },
    });
  } catch {
    throw missingFile();
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'copilot-upload-'));
  const filePath = path.join(dir, 'content');
  const dispose = () => rm(dir, { recursive: true, force: true });
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

  try {
    const received = await new Promise<{ clientFileName: string; size: number }>((resolve, reject) => {
      let fileWritten: Promise<{ clientFileName: string; size: number }> | undefined;
      let isSettled = false;
      const fail = (error: unknown) => {
        if (isSettled) return;
        isSettled = true;
        // Stop reading the request at once: the rest of the body is never pulled from the client.
        source.destroy();
        parser.destroy();
        // A broken or cut-off request is the client's problem (400); a disk error is ours and stays a 500.
        reject(error instanceof HttpError || isSystemError(error) ? error : malformed());
      };

      parser.on('file', (fieldName, file, clientFileName) => {
        if (fieldName !== options.fieldName || fileWritten) {
          // Other parts are drained and dropped; a failure in them surfaces through the parser.
          file.on('error', () => {});
          file.resume();
          return;
        }
        const sink = createWriteStream(filePath);
        file.on('limit', () => {
          sink.destroy();
          fail(tooLarge());
        });
        fileWritten = pipeline(file, sink).then(() => ({
          clientFileName: unescapeFormDataName(clientFileName),
          size: sink.bytesWritten,
        }));
        fileWritten.catch(fail);
      });
      parser.on('error', fail);
      parser.on('finish', () => {
        if (!fileWritten) return fail(missingFile());
        fileWritten.then((file) => {
          if (isSettled) return;
          isSettled = true;
          resolve(file);
        }, fail);
      });
      pipeline(source, byteBudget(options.maxBytes + MULTIPART_OVERHEAD_BYTES), parser).catch(fail);
    });
    return { path: filePath, ...received, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
