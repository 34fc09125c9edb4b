import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import {
  DEFAULT_ADMIN_EMAIL,
  LOCAL_SITE_URL,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
} from './local-defaults';
import { ConfigError, readPublicConfig } from './public-config';

describe('brand', () => {
  it('names the product and its engine', () => {
    expect(brand.productName).toBe('Parley');
    expect(brand.engineName).toBe('the Parley negotiation engine');
    expect(brand.supportEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(brand.tagline.length).toBeGreaterThan(0);
  });
});

describe('the local defaults', () => {
  it('name the loopback backend and site and a valid admin email', () => {
    expect(new URL(LOCAL_SUPABASE_URL).hostname).toBe('127.0.0.1');
    expect(new URL(LOCAL_SITE_URL).hostname).toBe('127.0.0.1');
    expect(DEFAULT_ADMIN_EMAIL).toMatch(/^[^@\s]+@[^@\s]+$/);
  });

  it('import nothing, so a plain Node script loads them through tsx alone', () => {
    const source = readFileSync(new URL('local-defaults.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export .* from)\b/m);
  });
});

describe('readPublicConfig', () => {
  it('defaults to the embedded local backend', () => {
    expect(readPublicConfig({})).toEqual({
      supabaseUrl: LOCAL_SUPABASE_URL,
      supabaseAnonKey: LOCAL_SUPABASE_ANON_KEY,
      demoUrl: 'https://play.parley.example',
      siteUrl: LOCAL_SITE_URL,
    });
  });

  it('uses the Supabase CLI anon key (role anon) by default', () => {
    const [, payload = ''] = LOCAL_SUPABASE_ANON_KEY.split('.');
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).toEqual({
      iss: 'supabase-demo',
      role: 'anon',
      exp: 1983812996,
    });
  });

  it('reads plain and VITE_-prefixed names, VITE_ first, and trims trailing slashes', () => {
    expect(
      readPublicConfig({
        SUPABASE_URL: 'https://ignored.supabase.co',
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        SUPABASE_ANON_KEY: 'anon-key',
        DEMO_URL: 'https://demo.example.com',
        VITE_SITE_URL: 'https://parley.example.com',
      }),
    ).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'anon-key',
      demoUrl: 'https://demo.example.com',
      siteUrl: 'https://parley.example.com',
    });
  });

  it('treats blank values as unset', () => {
    expect(readPublicConfig({ VITE_SUPABASE_URL: '  ', SUPABASE_ANON_KEY: '' }).supabaseUrl).toBe(
      LOCAL_SUPABASE_URL,
    );
  });

  it('fails with one readable message naming the bad variable', () => {
    expect(() => readPublicConfig({ SUPABASE_URL: 'localhost:54321' })).toThrow(
      new ConfigError('Invalid public configuration: SUPABASE_URL must be an http(s) URL.'),
    );
  });

  it('lists every problem in the one message', () => {
    let error: unknown;
    try {
      readPublicConfig({ SUPABASE_URL: 'javascript:alert(1)', DEMO_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      'Invalid public configuration: SUPABASE_URL must be an http(s) URL; DEMO_URL must be an http(s) URL.',
    );
  });
});
