// @vitest-environment jsdom
import { COLOR_SCHEME_STORAGE_KEY } from '@parley/admin-ui/theme';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The template's first script: the visitor's scheme on <html> before the first paint, and the
// toggle's clicks until the application runs.
const template = readFileSync(join(__dirname, '../index.html'), 'utf8');
const script = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1]!)
  .find((text) => text.includes('data-mantine-color-scheme'))!;

/** The toggle as the server renders it (ColorSchemeToggle.tsx), reduced to what the script reads. */
const TOGGLE = `<header>
  <button class="mantine-dark-hidden" aria-label="Switch to dark theme" data-scheme-choice="dark"><svg><path d=""></path></svg></button>
  <button class="mantine-light-hidden" aria-label="Switch to light theme" data-scheme-choice="light"><svg></svg></button>
</header>`;

interface PageOptions {
  stored?: string | null;
  systemDark?: boolean;
  /** Storage refused (a browser's "block site data"): reading or writing it throws. */
  storageThrows?: boolean;
  body?: string;
}

/**
 * A page (a fresh jsdom document, so each test's listeners stay its own) that has run the script,
 * with a stored value and a system preference.
 */
function pageAfterScript({
  stored = null,
  systemDark = false,
  storageThrows = false,
  body = TOGGLE,
}: PageOptions) {
  const document = window.document.implementation.createHTMLDocument('');
  document.body.innerHTML = body;
  const storage = window.localStorage;
  storage.clear();
  if (stored !== null) storage.setItem(COLOR_SCHEME_STORAGE_KEY, stored);
  const refused = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const pageStorage = storageThrows ? { getItem: refused, setItem: refused } : storage;
  const matchMedia = (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' });
  new Function('document', 'localStorage', 'matchMedia', script)(document, pageStorage, matchMedia);
  return {
    scheme: () => document.documentElement.getAttribute('data-mantine-color-scheme') ?? undefined,
    storedChoice: () => storage.getItem(COLOR_SCHEME_STORAGE_KEY),
    click: (selector: string) =>
      document
        .querySelector(selector)!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
  };
}

const schemeSet = (stored: string | null, systemDark: boolean, storageThrows = false) =>
  pageAfterScript({ stored, systemDark, storageThrows }).scheme();

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

describe("the template's script, before the application runs: the toggle's clicks", () => {
  it("sets the scheme the clicked button names, and stores it as Mantine's manager does (the plain value)", () => {
    const page = pageAfterScript({ systemDark: false });
    expect(page.scheme()).toBe('light');
    page.click('[data-scheme-choice="dark"] path'); // the icon, as a finger lands
    expect(page.scheme()).toBe('dark');
    expect(page.storedChoice()).toBe('dark');
    page.click('[data-scheme-choice="light"]');
    expect(page.scheme()).toBe('light');
    expect(page.storedChoice()).toBe('light');
  });

  it('sets, never flips: the same click handled twice (the app too) is the same choice', () => {
    const page = pageAfterScript({ stored: 'light' });
    page.click('[data-scheme-choice="dark"]');
    page.click('[data-scheme-choice="dark"]');
    expect(page.scheme()).toBe('dark');
    expect(page.storedChoice()).toBe('dark');
  });

  it.each([
    ['a scheme the theme does not have', '<button data-scheme-choice="purple">x</button>'],
    ['"auto"', '<button data-scheme-choice="auto">x</button>'],
    ['an empty choice', '<button data-scheme-choice="">x</button>'],
    ['markup', '<button data-scheme-choice="<img src=x onerror=alert(1)>">x</button>'],
    ['a huge value', `<button data-scheme-choice="${'dark'.repeat(50_000)}">x</button>`],
    ['a case the theme does not spell', '<button data-scheme-choice="DARK">x</button>'],
  ])('ignores a button naming %s: nothing set, nothing stored', (_name, body) => {
    const page = pageAfterScript({ stored: 'light', body });
    page.click('button');
    expect(page.scheme()).toBe('light');
    expect(page.storedChoice()).toBe('light');
  });

  it('ignores a click elsewhere on the page', () => {
    const page = pageAfterScript({ systemDark: true, body: `${TOGGLE}<p><a href="#x">A link</a></p>` });
    page.click('a');
    page.click('header');
    expect(page.scheme()).toBe('dark');
    expect(page.storedChoice()).toBeNull();
  });

  it('still sets the scheme when storage is refused (kept for this page only)', () => {
    const page = pageAfterScript({ systemDark: false, storageThrows: true });
    expect(() => page.click('[data-scheme-choice="dark"]')).not.toThrow();
    expect(page.scheme()).toBe('dark');
  });
});
