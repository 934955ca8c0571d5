import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  UPLOAD_FIELD_NAME,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_QUOTA_BYTES_PER_DAY,
  UPLOAD_QUOTA_FILES_PER_DAY,
  UPLOAD_TYPES,
  uploadUrl,
  type UploadKind,
  type UploadMimeType,
  type UploadedFile,
} from '@shared/uploads';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import { HttpError } from '../http';
import type { ObjectStorage, StoredObject } from '../integrations/storage/storage';
import type { Logger } from '../logger';
import {
  QuotaExceededError,
  lockUserQuota,
  quotaWindowStart,
  secondsUntilOutOfWindow,
  secondsUntilRoom,
  type Executor,
} from './daily-quota';
import { UnsafeSvgError, sanitizeSvg } from './svg-sanitizer';
import { receiveSingleFile } from './upload-receiver';
import { extractDocumentText } from './upload-text';
import { sniffUploadFile } from './upload-type';

type UploadRow = typeof uploads.$inferSelect;

/** One attachment as the AI requests use it: the bytes, and for PDF and DOCX their text or a note why not. */
export type PromptFile = {
  id: string;
  name: string;
  type: UploadMimeType;
  kind: UploadKind;
  /** Absent when the stored object could not be read (see `note`). */
  bytes?: Uint8Array;
  text?: string;
  /** Why the file is left out; appended to the prompt so the request still runs without it. */
  note?: string;
};

const MAX_DISPLAY_NAME_LENGTH = 255;

/**
 * The client's file name made safe to show and to put in a header: no folders, no control or invisible
 * formatting characters (bidi overrides can disguise "gpj.exe" as "exe.jpg"), no lone surrogate halves (U+0000
 * and those are text PostgreSQL cannot store), at most 255 characters.
 */
export function displayFileName(clientFileName: string, kind: UploadKind): string {
  const base = clientFileName.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  const shortened = Array.from(cleaned).slice(0, MAX_DISPLAY_NAME_LENGTH).join('');
  return shortened && shortened !== '.' && shortened !== '..' ? shortened : `upload.${kind}`;
}

/** A trailing `.ext` of 1–10 letters or digits: what an operating system reads as the file's type. */
const TRAILING_EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * The name a file is saved under when downloaded: the display name, its extension made the detected type's.
 * A name that already ends in one of the type's extensions (`photo.jpeg` for a JPEG) is kept; any other final
 * extension is replaced (`page.html` holding SVG becomes `page.svg`), and a name without one gets the type's.
 * Replaced, not appended: `page.html.svg` shows as `page.html` wherever known extensions are hidden (Windows'
 * default), the very disguise this rule exists to prevent; the saved file must open with the program for what
 * it really is, never as a web page or an executable its name claims.
 */
export function downloadFileName(displayName: string, kind: UploadKind): string {
  const lower = displayName.toLowerCase();
  if (UPLOAD_TYPES[kind].extensions.some((extension) => lower.endsWith(extension))) return displayName;
  const stem = displayName.replace(TRAILING_EXTENSION, '').replace(/[ .]+$/, '') || 'upload';
  // Still at most 255 characters, the display name's limit, with the extension.
  return `${Array.from(stem)
    .slice(0, MAX_DISPLAY_NAME_LENGTH - kind.length - 1)
    .join('')}.${kind}`;
}

/** `attachments/{timestamp}-{random}.{ext}`, the extension from the detected type. */
export function newStorageKey(kind: UploadKind, now = Date.now()): string {
  return `attachments/${now}-${randomBytes(8).toString('hex')}.${kind}`;
}

function kindOf(contentType: string): UploadKind {
  const kind = (Object.keys(UPLOAD_TYPES) as UploadKind[]).find((k) => UPLOAD_TYPES[k].mime === contentType);
  if (!kind) throw new Error(`Unexpected stored content type ${contentType}`);
  return kind;
}

function toUploadedFile(row: UploadRow): UploadedFile {
  return {
    id: row.id,
    name: row.originalName,
    url: uploadUrl(row.id),
    type: row.contentType as UploadMimeType,
    size: row.size,
  };
}

const unsupported = () =>
  new HttpError(415, API_ERROR_CODES.unsupportedMediaType, UPLOAD_MESSAGES.unsupportedType);

/** Ids come from URLs and AI requests: anything but a UUID is simply not found (and never reaches SQL). */
const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function createUploadsService({
  db,
  storage,
  logger,
}: {
  db: Database;
  storage: ObjectStorage;
  logger: Logger;
}) {
  async function findOwned(userId: string, id: string): Promise<UploadRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
    return row;
  }

  /** Refuses (429) when one more file of `size` bytes would pass the user's daily count or byte quota. */
  async function requireQuotaRoom(executor: Executor, userId: string, size: number) {
    const uses = await executor
      .select({ bytes: uploads.size, secondsLeft: secondsUntilOutOfWindow(uploads.createdAt) })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, quotaWindowStart)))
      .orderBy(asc(uploads.createdAt));
    const wait = secondsUntilRoom(
      uses,
      { count: UPLOAD_QUOTA_FILES_PER_DAY, bytes: UPLOAD_QUOTA_BYTES_PER_DAY },
      size,
    );
    if (wait > 0) throw new QuotaExceededError(UPLOAD_MESSAGES.quotaReached, wait);
  }

  /**
   * Stores the object, then the row; if the row cannot be written, the object is removed again. The quota is
   * checked before the object is written, and again, exactly, under the user's quota lock in the transaction
   * that inserts the row: an upload that lost a race for the last place is refused there and its object deleted.
   */
  async function store(
    userId: string,
    kind: UploadKind,
    name: string,
    content: Uint8Array | { filePath: string },
    size: number,
  ) {
    await requireQuotaRoom(db, userId, size);
    const key = newStorageKey(kind);
    const body = content instanceof Uint8Array ? content : createReadStream(content.filePath);
    await storage.put(key, body, { contentType: UPLOAD_TYPES[kind].mime, size });
    try {
      // The object is written outside the lock: a slow write must not hold up the user's other uploads.
      const row = await db.transaction(async (tx) => {
        await lockUserQuota(tx, 'uploads', userId);
        await requireQuotaRoom(tx, userId, size);
        const [inserted] = await tx
          .insert(uploads)
          .values({ userId, storageKey: key, originalName: name, contentType: UPLOAD_TYPES[kind].mime, size })
          .returning();
        return inserted!;
      });
      return toUploadedFile(row);
    } catch (error) {
      await storage.delete(key).catch((err: unknown) => logger.warn({ err, key }, 'orphaned upload object'));
      throw error;
    }
  }

  async function readForPrompt(row: UploadRow): Promise<PromptFile> {
    const kind = kindOf(row.contentType);
    const file: PromptFile = {
      id: row.id,
      name: row.originalName,
      type: row.contentType as UploadMimeType,
      kind,
    };
    let bytes: Uint8Array;
    try {
      const object = await storage.get(row.storageKey);
      if (!object) throw new Error('object missing');
      bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
    } catch (error) {
      logger.warn({ err: error, uploadId: row.id }, 'upload could not be read for a prompt');
      return {
        ...file,
        note: `The attached file "${row.originalName}" could not be read, so it was left out.`,
      };
    }
    if (kind !== 'pdf' && kind !== 'docx') return { ...file, bytes };
    try {
      return { ...file, bytes, text: await extractDocumentText(kind, bytes) };
    } catch (error) {
      logger.info({ err: error, uploadId: row.id }, 'no text could be extracted from an upload');
      return {
        ...file,
        bytes,
        note: `The text of the attached file "${row.originalName}" could not be extracted.`,
      };
    }
  }

  return {
    /** `POST /api/uploads`: check the quota, receive (size-limited), decide the type by content, sanitise SVG, store. */
    async create(userId: string, request: Request): Promise<UploadedFile> {
      // A user already at the quota is refused before a byte of the body is read (room for one byte more).
      await requireQuotaRoom(db, userId, 1);
      const received = await receiveSingleFile(request, {
        fieldName: UPLOAD_FIELD_NAME,
        maxBytes: UPLOAD_MAX_BYTES,
      });
      try {
        const sniffed = await sniffUploadFile(received.path);
        if (sniffed === 'refused') throw unsupported();
        if (sniffed === 'text') {
          let markup: string;
          try {
            markup = sanitizeSvg(await readFile(received.path, 'utf8'));
          } catch (error) {
            if (error instanceof UnsafeSvgError) throw unsupported();
            throw error;
          }
          const bytes = new TextEncoder().encode(markup);
          // Re-serialising can lengthen the markup (escaped characters): the stored file must still be within the limit.
          if (bytes.length > UPLOAD_MAX_BYTES) {
            throw new HttpError(413, API_ERROR_CODES.payloadTooLarge, UPLOAD_MESSAGES.tooLarge);
          }
          return await store(
            userId,
            'svg',
            displayFileName(received.clientFileName, 'svg'),
            bytes,
            bytes.length,
          );
        }
        const name = displayFileName(received.clientFileName, sniffed);
        return await store(userId, sniffed, name, { filePath: received.path }, received.size);
      } finally {
        await received.dispose();
      }
    },

    /** The user's own uploads, newest first. */
    async list(userId: string): Promise<UploadedFile[]> {
      const rows = await db
        .select()
        .from(uploads)
        .where(eq(uploads.userId, userId))
        .orderBy(desc(uploads.createdAt), desc(uploads.id));
      return rows.map(toUploadedFile);
    },

    /** The file and its bytes, for its owner only; anyone else gets undefined (a 404, never a 403). */
    async open(
      userId: string,
      id: string,
    ): Promise<(UploadedFile & { downloadName: string; object: StoredObject }) | undefined> {
      const row = await findOwned(userId, id);
      if (!row) return undefined;
      const object = await storage.get(row.storageKey);
      if (!object) {
        logger.warn({ uploadId: row.id, key: row.storageKey }, 'upload row without a stored object');
        return undefined;
      }
      return {
        ...toUploadedFile(row),
        downloadName: downloadFileName(row.originalName, kindOf(row.contentType)),
        object,
      };
    },

    /** Removes the row, then the object. Returns false when the user has no such upload. */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const [row] = await db
        .delete(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
        .returning({ key: uploads.storageKey });
      if (!row) return false;
      // The row is gone, so the file is no longer reachable; a failed object delete only leaves an orphan.
      await storage
        .delete(row.key)
        .catch((err: unknown) =>
          logger.warn({ err, key: row.key }, 'upload row deleted but its object was not'),
        );
      return true;
    },

    /**
     * The user's own files among `ids`, in the order asked, for the AI requests: bytes and type, and for PDF and
     * DOCX the extracted text. Ids of other users' files or of no file are skipped; a file that cannot be read
     * or extracted comes back with a note instead of failing the request.
     */
    async readUploadsForPrompt(userId: string, ids: readonly string[]): Promise<PromptFile[]> {
      const wanted = [...new Set(ids)].filter(isUuid);
      if (wanted.length === 0) return [];
      const rows = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.userId, userId), inArray(uploads.id, wanted)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const files: PromptFile[] = [];
      for (const id of wanted) {
        const row = byId.get(id);
        if (row) files.push(await readForPrompt(row));
      }
      return files;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
