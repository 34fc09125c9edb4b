import { describe, expect, it } from 'vitest';
import { IMAGE_UI_MESSAGES } from './image-ui-messages';
import { storageErrorMessage } from './upload-error-message';

/** What storage-js rejects with: StorageApiError (the server answered) or StorageUnknownError. */
class StorageApiError extends Error {
  override name = 'StorageApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly statusCode: string,
  ) {
    super(message);
  }
}
class StorageUnknownError extends Error {
  override name = 'StorageUnknownError';
  constructor(
    message: string,
    readonly originalError: unknown,
  ) {
    super(message);
  }
}

describe('storageErrorMessage', () => {
  it('names the size limit', () => {
    expect(
      storageErrorMessage(new StorageApiError('The object exceeded the maximum allowed size', 413, '413')),
    ).toBe(IMAGE_UI_MESSAGES.tooLarge);
  });

  it('names the accepted types', () => {
    expect(
      storageErrorMessage(new StorageApiError('mime type image/svg+xml is not supported', 400, '415')),
    ).toBe(IMAGE_UI_MESSAGES.typeRefused);
  });

  it('says only admins may upload', () => {
    expect(
      storageErrorMessage(new StorageApiError('new row violates row-level security policy', 403, '403')),
    ).toBe(IMAGE_UI_MESSAGES.notAllowed);
  });

  it('says the server did not answer', () => {
    expect(
      storageErrorMessage(new StorageUnknownError('Failed to fetch', new TypeError('Failed to fetch'))),
    ).toBe(IMAGE_UI_MESSAGES.unreachable);
    expect(storageErrorMessage(new TypeError('Failed to fetch'))).toBe(IMAGE_UI_MESSAGES.unreachable);
    expect(storageErrorMessage(undefined)).toBe(IMAGE_UI_MESSAGES.unreachable);
  });

  it('repeats any other server message', () => {
    expect(storageErrorMessage(new StorageApiError('Invalid key', 400, 'InvalidKey'))).toBe(
      'The image could not be uploaded: Invalid key.',
    );
  });
});
