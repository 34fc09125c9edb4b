// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const HTTPS = { siteUrl: 'https://parley.example', supabaseUrl: 'https://abc.supabase.co/' };
const HTTP = { siteUrl: 'http://127.0.0.1:5195', supabaseUrl: 'http://127.0.0.1:54345' };

/** The directives of a policy by name. */
const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('runs only the site’s own scripts and the hashed inline ones: no unsafe-inline, no unsafe-eval', () => {
    const policy = directives(contentSecurityPolicy(HTTPS, ["'sha256-abc='", "'sha256-def='"]));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(HTTPS, [])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('lets the pages call the Supabase API by its origin, and load images from any host', () => {
    const policy = directives(contentSecurityPolicy(HTTPS, []));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:', 'http:']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
  });

  it('upgrades insecure requests only on an https site', () => {
    expect(directives(contentSecurityPolicy(HTTPS, [])).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(contentSecurityPolicy(HTTP, [])).has('upgrade-insecure-requests')).toBe(false);
    expect(directives(contentSecurityPolicy(HTTP, [])).get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:54345',
    ]);
  });
});

describe('securityHeaders', () => {
  it('sends HSTS on an https site, never on http', () => {
    expect(securityHeaders(HTTPS)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(securityHeaders(HTTP)).not.toHaveProperty('Strict-Transport-Security');
  });

  it('denies framing, sniffing, powers the site never uses, and cross-origin openers', () => {
    const headers = securityHeaders(HTTP);
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });
});
