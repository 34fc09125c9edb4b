import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY, DEFAULT_COLOR_SCHEME, parleyColorSchemeManager } from './color-scheme';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { COLOR_SCHEME_MESSAGES } from './messages';

const toggle = (
  <MantineProvider colorSchemeManager={parleyColorSchemeManager} defaultColorScheme={DEFAULT_COLOR_SCHEME}>
    <ColorSchemeToggle />
  </MantineProvider>
);

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

/** The system's preference, as `matchMedia('(prefers-color-scheme: dark)')` answers it. */
function systemPrefers(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('ColorSchemeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });
  afterEach(() => vi.restoreAllMocks());

  it('follows the system until the visitor chooses, then keeps the choice in localStorage', () => {
    systemPrefers(true);
    render(toggle);
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: COLOR_SCHEME_MESSAGES.toLight }));
    expect(scheme()).toBe('light');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');

    fireEvent.click(screen.getByRole('button', { name: COLOR_SCHEME_MESSAGES.toDark }));
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('starts from the stored choice, whatever the system prefers', () => {
    systemPrefers(false);
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    render(toggle);
    expect(scheme()).toBe('dark');
  });

  it.each(['purple', '', '{"scheme":"dark"}', 'DARK', ' dark', 'x'.repeat(100_000)])(
    'ignores a stored value that is no scheme (%#) and follows the system',
    (stored) => {
      systemPrefers(true);
      localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, stored);
      render(toggle);
      expect(scheme()).toBe('dark');
    },
  );

  it('follows a choice made in another tab, and ignores a foreign value there', () => {
    systemPrefers(false);
    render(toggle);
    expect(scheme()).toBe('light');
    const fromAnotherTab = (newValue: string) =>
      act(() => {
        window.dispatchEvent(
          new StorageEvent('storage', { key: COLOR_SCHEME_STORAGE_KEY, newValue, storageArea: localStorage }),
        );
      });
    fromAnotherTab('purple');
    expect(scheme()).toBe('light');
    fromAnotherTab('dark');
    expect(scheme()).toBe('dark');
  });

  it('renders the same on the server whatever the scheme: CSS shows the button of the scheme painted', () => {
    const html = renderToString(toggle);
    expect(html).toContain(`aria-label="${COLOR_SCHEME_MESSAGES.toDark}"`);
    expect(html).toContain(`aria-label="${COLOR_SCHEME_MESSAGES.toLight}"`);
    expect(html).toMatch(/class="[^"]*mantine-dark-hidden[^"]*"[^>]*aria-label="Switch to dark theme"/);
    expect(html).toMatch(/class="[^"]*mantine-light-hidden[^"]*"[^>]*aria-label="Switch to light theme"/);
  });

  it('names on each button the scheme it sets, for the template script that works before hydration', () => {
    const html = renderToString(toggle);
    expect(html.match(/<button[^>]*>/g)).toHaveLength(2);
    expect(html).toMatch(
      /<button(?=[^>]*aria-label="Switch to dark theme")(?=[^>]*data-scheme-choice="dark")/,
    );
    expect(html).toMatch(
      /<button(?=[^>]*aria-label="Switch to light theme")(?=[^>]*data-scheme-choice="light")/,
    );
  });

  it('a click the template script has already handled changes nothing more: each button sets, never flips', () => {
    systemPrefers(false);
    render(toggle);
    const toDark = screen.getByRole('button', { name: COLOR_SCHEME_MESSAGES.toDark });
    fireEvent.click(toDark);
    fireEvent.click(toDark);
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });
});
