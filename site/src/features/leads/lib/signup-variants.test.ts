import { describe, expect, it } from 'vitest';
import { ROUTE_MANIFEST } from '../../../config/routes';
import { SIGNUP_VARIANTS, toPlan, toSignupType } from './signup-variants';

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

describe('the default variant', () => {
  it('is titled as the route manifest titles /signup (one text, docs/messages.md#lead-forms)', () => {
    expect(SIGNUP_VARIANTS.trial.title).toBe(ROUTE_MANIFEST.signup.title);
    expect(SIGNUP_VARIANTS.trial.title).toBe('Start Free Trial');
  });
});
