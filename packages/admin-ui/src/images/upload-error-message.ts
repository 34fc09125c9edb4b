import { IMAGE_UI_MESSAGES } from './image-ui-messages';

interface StorageErrorLike {
  message?: unknown;
  status?: unknown;
  statusCode?: unknown;
  code?: unknown;
  name?: unknown;
  cause?: unknown;
}

const TOO_LARGE = new Set(['413', 'EntityTooLarge', 'Payload too large']);
const WRONG_TYPE = new Set(['415', 'InvalidMimeType']);
const NOT_ALLOWED = new Set(['401', '403', 'Unauthorized', 'AccessDenied']);

/**
 * What a failed Storage call means, in plain words. storage-js rejects with a StorageApiError
 * (`status` = HTTP status, `statusCode` = Storage's own code, the server's message) when the server
 * answered, and with a StorageUnknownError when it did not; the shared image calls wrap both in an
 * ImageStorageError (`code`, a message naming the file, the original as `cause`).
 */
export function storageErrorMessage(error: unknown): string {
  const outer = (error ?? {}) as StorageErrorLike;
  const inner = (outer.cause ?? {}) as StorageErrorLike;
  const text = typeof outer.message === 'string' ? outer.message : '';
  const codes = [outer.status, outer.statusCode, outer.code, inner.status, inner.statusCode]
    .filter((code) => code !== undefined && code !== null)
    .map(String);
  const has = (set: Set<string>) => codes.some((code) => set.has(code));
  if (has(TOO_LARGE)) return IMAGE_UI_MESSAGES.tooLarge;
  if (has(WRONG_TYPE)) return IMAGE_UI_MESSAGES.typeRefused;
  if (has(NOT_ALLOWED) || /row-level security/i.test(text)) return IMAGE_UI_MESSAGES.notAllowed;
  const unanswered = [outer.name, inner.name].includes('StorageUnknownError') || error instanceof TypeError;
  if (unanswered || text === '') return IMAGE_UI_MESSAGES.unreachable;
  // The shared calls' own messages already name the file and the reason.
  if (outer.name === 'ImageStorageError') return text;
  return IMAGE_UI_MESSAGES.failed(text.endsWith('.') ? text : `${text}.`);
}
