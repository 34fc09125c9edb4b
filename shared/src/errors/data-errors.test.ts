import { describe, expect, it } from 'vitest';
import { DataError, isNotFoundError, NotFoundError } from './data-errors';

describe('isNotFoundError', () => {
  it('knows a NotFoundError, also once it went through JSON (the server query cache the browser hydrates)', () => {
    const error = new NotFoundError('Author not found');
    expect(isNotFoundError(error)).toBe(true);
    expect(isNotFoundError(JSON.parse(JSON.stringify(error)))).toBe(true);
  });

  it('refuses every other error and non-error', () => {
    const other = new DataError('Loading the author', { message: 'boom' });
    for (const value of [
      other,
      JSON.parse(JSON.stringify(other)),
      new Error('x'),
      null,
      undefined,
      'NotFoundError',
      { name: 1 },
    ])
      expect(isNotFoundError(value)).toBe(false);
  });
});
