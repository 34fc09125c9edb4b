import { describe, expect, it } from 'vitest';
import { parseAuthRedirect } from './auth-redirect';

describe('parseAuthRedirect', () => {
  it('recognises a verified sign-up link', () => {
    expect(
      parseAuthRedirect('#access_token=a&refresh_token=b&expires_in=3600&token_type=bearer&type=signup'),
    ).toEqual({
      kind: 'verified',
      type: 'signup',
    });
  });

  it('recognises a recovery link', () => {
    expect(parseAuthRedirect('#access_token=a&type=recovery')).toEqual({
      kind: 'verified',
      type: 'recovery',
    });
  });

  it('reads the error description of an expired link', () => {
    expect(
      parseAuthRedirect(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
      ),
    ).toEqual({ kind: 'failed', message: 'Email link is invalid or has expired' });
  });

  it('has no message when the server gave none', () => {
    expect(parseAuthRedirect('#error_code=otp_expired')).toEqual({ kind: 'failed', message: null });
  });

  it('ignores ordinary anchors and other token types', () => {
    expect(parseAuthRedirect('')).toBeNull();
    expect(parseAuthRedirect('#features')).toBeNull();
    expect(parseAuthRedirect('#access_token=a&type=magiclink')).toBeNull();
  });
});
