import { describe, expect, it } from 'vitest';
import { POSTAL_ADDRESS_PLACEHOLDER, previewEmail } from './email-preview';

const POST = {
  title: 'Hello',
  slug: 'hello',
  excerpt: 'E',
  content: '[docs](/docs)',
  cover_image: null,
  published_at: null,
};
const SENDER = {
  from: 'Parley <news@parley.example>',
  postal_address: 'Parley Ltd',
  site_url: 'https://parley.example',
  reported_at: '2026-11-01T10:00:00Z',
};

describe('previewEmail', () => {
  it('uses the site and postal address the worker reported', () => {
    const { html, text } = previewEmail(POST, SENDER, 'http://localhost:5173');
    expect(html).toContain('href="https://parley.example/docs"');
    expect(text).toContain('Parley Ltd');
    expect(text).toContain('Unsubscribe: https://parley.example/newsletter/unsubscribe');
  });

  it("falls back to the admin's own site and says whose address goes in the footer", () => {
    const { html, text } = previewEmail(POST, null, 'http://localhost:5173');
    expect(html).toContain('href="http://localhost:5173/docs"');
    expect(text).toContain(POSTAL_ADDRESS_PLACEHOLDER);
  });

  it('ignores a reported site that is not an http(s) URL instead of failing', () => {
    for (const site_url of ['', 'javascript:alert(1)', 'parley.example']) {
      const { html } = previewEmail(POST, { ...SENDER, site_url }, 'http://localhost:5173');
      expect(html).toContain('href="http://localhost:5173/docs"');
    }
  });
});
