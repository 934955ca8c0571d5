/** The one error shape every `/api` response uses: `{ error: { code, message } }`. */
export type ApiErrorBody = { error: { code: string; message: string } };

export const API_ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

/** Said when the server cannot reach its database for a moment (503 with Retry-After). */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

/** The page a browser gets instead of the app while the database cannot be reached. */
export const SERVICE_UNAVAILABLE_PAGE = {
  title: 'Copilot is briefly unavailable',
  retry: 'Try again',
} as const;
