import { describe, expect, it } from 'vitest';
import { isPlainHttpOverNetwork } from './plain-http';

describe('isPlainHttpOverNetwork', () => {
  it.each([
    'http://supabase.example.com',
    'http://192.168.1.20:54321',
    'HTTP://Example.COM/',
    'http://10.0.0.5',
    'http://127.example.com',
    'http://localhost.example.com',
    // Not this computer for certain: only the names the embedded backend also trusts are quiet.
    'http://studio.localhost',
  ])('warns for %s (unencrypted, over a network)', (url) => {
    expect(isPlainHttpOverNetwork(url)).toBe(true);
  });

  it.each([
    'https://abc.supabase.co',
    'http://127.0.0.1:54321',
    'http://127.1.2.3',
    'http://localhost:54321',
    'http://[::1]:54321',
    '',
    'not a url',
    'ftp://example.com',
  ])('says nothing for %s', (url) => {
    expect(isPlainHttpOverNetwork(url)).toBe(false);
  });
});
