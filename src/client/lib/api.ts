import { isApiErrorBody } from '@shared/api-error';
import { CONNECTION_ERRORS } from '@shared/messages';
import { readNdjson } from './ndjson';

/** An API failure with the server's code and message (already written for users). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type RequestOptions = {
  method?: string;
  /** JSON, or FormData for file uploads (the browser sets the multipart boundary). */
  body?: unknown;
  signal?: AbortSignal;
};

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { body } = options;
  const isForm = body instanceof FormData;
  try {
    return await fetch(path, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', CONNECTION_ERRORS.unreachable);
  }
}

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) return new ApiError(response.status, body.error.code, body.error.message);
  return new ApiError(response.status, 'HTTP_ERROR', CONNECTION_ERRORS.failed(response.status));
}

/** The one HTTP client of the browser app: same-origin JSON, cookies included, errors as ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}) {
  const response = await send(path, options);
  if (!response.ok) throw await failure(response);
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  return body as T;
}

/**
 * The same client for streamed answers (newline-delimited JSON): yields each event as its line arrives. A
 * refusal before the stream starts throws ApiError like `api()`; a connection lost mid-stream throws the
 * network error.
 */
export async function* apiStream<TEvent>(
  path: string,
  options: RequestOptions = {},
): AsyncGenerator<TEvent, void, undefined> {
  const response = await send(path, options);
  if (!response.ok) throw await failure(response);
  if (!response.body) throw new ApiError(response.status, 'HTTP_ERROR', CONNECTION_ERRORS.noAnswer);
  yield* readNdjson<TEvent>(response.body, (error) =>
    error instanceof DOMException && error.name === 'AbortError'
      ? error
      : new ApiError(0, 'NETWORK_ERROR', CONNECTION_ERRORS.unreachable),
  );
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
