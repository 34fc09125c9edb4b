import { describe, expect, it } from 'vitest';
import { newPasswordRules } from './new-password';

describe('newPasswordRules', () => {
  it('asks for at least 6 characters', () => {
    expect(newPasswordRules.password('12345')).toBe('Password must be at least 6 characters long');
    expect(newPasswordRules.password('123456')).toBeNull();
  });

  it('asks for the same password twice', () => {
    expect(
      newPasswordRules.confirmPassword('secret1', { password: 'secret2', confirmPassword: 'secret1' }),
    ).toBe('Passwords do not match');
    expect(
      newPasswordRules.confirmPassword('secret1', { password: 'secret1', confirmPassword: 'secret1' }),
    ).toBeNull();
  });
});
