// @vitest-environment node
import { COLOR_SCHEME_STORAGE_KEY } from '@parley/admin-ui/theme';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The template's first script: the visitor's scheme on <html> before the first paint.
const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const script = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1]!)
  .find((text) => text.includes('data-mantine-color-scheme'))!;

/** Runs the script against a stored value and a system preference; answers the scheme it set. */
function schemeSet(stored: string | null, systemDark: boolean, storageThrows = false): string | undefined {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError: storage is disabled');
      return key === COLOR_SCHEME_STORAGE_KEY ? stored : null;
    },
  };
  const matchMedia = (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' });
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
  };
  new Function('localStorage', 'matchMedia', 'document', script)(localStorage, matchMedia, document);
  return attributes['data-mantine-color-scheme'];
}

describe("the template's color-scheme script", () => {
  it('is in the head, before any stylesheet or other script', () => {
    expect(script).toBeDefined();
    expect(template.indexOf(script)).toBeLessThan(template.indexOf('</head>'));
    expect(template.indexOf(script)).toBeLessThan(
      template.indexOf('<script>\n      document.addEventListener'),
    );
  });

  it("reads the toggle's key: the stored choice wins over the system", () => {
    expect(schemeSet('dark', false)).toBe('dark');
    expect(schemeSet('light', true)).toBe('light');
  });

  it('follows the system without a choice, with "auto" or with anything else stored', () => {
    for (const stored of [null, 'auto', '', 'purple', 'DARK', '"dark"', 'x'.repeat(100_000)]) {
      expect(schemeSet(stored, true)).toBe('dark');
      expect(schemeSet(stored, false)).toBe('light');
    }
  });

  it('leaves the page to the stylesheet (the system) when storage is refused', () => {
    expect(schemeSet('dark', true, true)).toBeUndefined();
  });

  it('leaves <html> without a scheme in the page sent (no JavaScript: the system decides)', () => {
    expect(template).toMatch(/<html lang="en">/);
  });
});
