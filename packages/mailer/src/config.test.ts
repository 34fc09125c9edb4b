import { describe, expect, it } from 'vitest';
import { fromDomain, readMailerConfig } from './config';
import { classifySmtpFailure } from './smtp-failure';
import { redactedSmtpUrl, smtpOptions } from './worker';

const env = {
  SUPABASE_URL: 'https://abc.supabase.co/',
  SUPABASE_SERVICE_ROLE_KEY: 'x'.repeat(40),
  SMTP_URL: 'smtps://user%40x:p%3Ass@smtp.example.com:465',
  NEWSLETTER_FROM: 'Parley <News@Example.com>',
  NEWSLETTER_POSTAL_ADDRESS: '1 Main St',
  SITE_URL: 'https://parley.example/',
};

describe('the mail worker configuration', () => {
  it('reads the production variables, with defaults for the tuning ones', () => {
    const config = readMailerConfig(env);
    expect(config).toMatchObject({
      supabaseUrl: 'https://abc.supabase.co',
      siteUrl: 'https://parley.example',
      messageIdDomain: 'example.com',
      ratePerSecond: 250,
      batch: 50,
      leaseSeconds: 120,
      smtpTimeoutMs: 15_000,
      nice: 10,
    });
    expect(config.smtpCa).toBeUndefined();
    expect(smtpOptions(config.smtpUrl)).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'user@x', pass: 'p:ss' },
    });
    expect(redactedSmtpUrl(config.smtpUrl)).not.toContain('p%3Ass');
  });

  it.each([
    ['SUPABASE_URL', undefined],
    ['SUPABASE_URL', 'javascript:alert(1)'],
    ['SUPABASE_SERVICE_ROLE_KEY', ''],
    ['SMTP_URL', 'http://smtp.example.com'],
    ['NEWSLETTER_FROM', 'no address'],
    ['NEWSLETTER_POSTAL_ADDRESS', '   '],
    ['SITE_URL', 'ftp://x.example'],
    ['NEWSLETTER_RATE_PER_SECOND', '0'],
    ['NEWSLETTER_RATE_PER_SECOND', '1e3'],
    ['NEWSLETTER_LEASE_SECONDS', '999999'],
    ['SMTP_TIMEOUT_MS', '0'],
    ['SMTP_TIMEOUT_MS', ''],
    ['SMTP_TIMEOUT_MS', '9999999'],
    ['MAILER_NICE', '20'],
    ['MAILER_NICE', '-5'],
    ['MAILER_NICE', 'low'],
    ['SMTP_CA_FILE', ''],
    ['SMTP_CA_FILE', '/nonexistent/ca.pem'],
    ['SMTP_CA_FILE', '/etc/hostname'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => readMailerConfig({ ...env, [name]: value })).toThrow(name);
  });

  it('finds the From domain of a bare or named address', () => {
    expect(fromDomain('news@parley.test')).toBe('parley.test');
    expect(fromDomain('Parley News <news@parley.test>')).toBe('parley.test');
    expect(fromDomain('news@localhost')).toBeUndefined();
    expect(fromDomain('@parley.test')).toBeUndefined();
  });
});

describe('SMTP failures', () => {
  it('are permanent on 5xx, temporary on 4xx, and a connection problem without a reply', () => {
    expect(classifySmtpFailure({ responseCode: 550, response: '550 no such user' })).toEqual({
      kind: 'permanent',
      reason: '550 no such user',
    });
    expect(classifySmtpFailure({ responseCode: 451, message: 'later' }).kind).toBe('temporary');
    expect(
      classifySmtpFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })).kind,
    ).toBe('connection');
    expect(classifySmtpFailure({ responseCode: '550' }).kind).toBe('connection');
  });
});
