import { describe, expect, it } from 'vitest';
import { toPlan, toSignupType } from './signup-variants';

describe('signup query parameters', () => {
  it('defaults the type to trial', () => {
    expect(toSignupType(null)).toBe('trial');
    expect(toSignupType('nonsense')).toBe('trial');
    expect(toSignupType('demo')).toBe('demo');
    expect(toSignupType('subscribe')).toBe('subscribe');
  });

  it('keeps only known plans', () => {
    expect(toPlan('professional')).toBe('professional');
    expect(toPlan('platinum')).toBeNull();
    expect(toPlan(null)).toBeNull();
  });
});
