import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@parley/router/memory';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBINAR_MESSAGES } from './webinar-messages';
import WebinarsPage from './WebinarsPage';

const page = (address = '/webinars') => (
  <MantineProvider>
    <MemoryRouter initialEntries={[address]}>
      <WebinarsPage />
    </MemoryRouter>
  </MantineProvider>
);

/** The page at `address` as a browser renders it when its clock says `iso`. */
function renderAt(iso: string, address?: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  return render(page(address));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/webinars', () => {
  it('renders on the server with the build time (2026-01-15 in tests): nothing past is offered', () => {
    // The browser's clock must not matter to the server's HTML (nor to hydration, which agrees with it).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const html = renderToString(page());
    expect(html).toContain(WEBINAR_MESSAGES.noUpcoming);
    expect(html).not.toContain('Register for');
  });

  it('offers the sessions still to come, and the featured one, before they start', () => {
    renderAt('2025-06-01T00:00:00Z');
    expect(screen.getByRole('link', { name: /^Register for Autonomous Procurement/ })).toHaveAttribute(
      'href',
      '/signup?type=subscribe',
    );
    expect(screen.getByRole('link', { name: 'Register for Rules That Protect Your Margin' })).toBeVisible();
    expect(screen.queryByText(WEBINAR_MESSAGES.noUpcoming)).toBeNull();
    expect(screen.queryByText(WEBINAR_MESSAGES.pastHeading)).toBeNull();
  });

  it('after every date: no "Register", and says that no session is scheduled', () => {
    renderAt('2026-11-27T19:00:00Z');
    expect(screen.queryByRole('link', { name: /^Register/ })).toBeNull();
    expect(screen.getByText(WEBINAR_MESSAGES.noUpcoming)).toBeVisible();
    const featured = screen.getByRole('region', { name: /^Autonomous Procurement/ });
    expect(within(featured).getByText(WEBINAR_MESSAGES.tookPlace)).toBeVisible();
  });

  it('after every date: the recordings, then the past sessions without "Watch Recording"', () => {
    renderAt('2026-11-27T19:00:00Z', '/webinars?tab=recorded');
    const past = screen.getByRole('region', { name: WEBINAR_MESSAGES.pastHeading });
    expect(within(past).getAllByRole('article')).toHaveLength(3);
    expect(within(past).getAllByText(WEBINAR_MESSAGES.tookPlace)).toHaveLength(3);
    expect(within(past).queryByRole('link')).toBeNull();
    // Only the three recordings offer one.
    expect(screen.getAllByRole('link', { name: /^Watch Recording/ })).toHaveLength(3);
  });
});
