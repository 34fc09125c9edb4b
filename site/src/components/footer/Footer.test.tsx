// @vitest-environment node
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@parley/router/memory';
import { describe, expect, it } from 'vitest';
import { footerColumns } from '../../config/navigation';
import { Footer } from './Footer';

function html(): string {
  return renderToString(
    <MantineProvider>
      <MemoryRouter>
        <Footer newsletter={<form aria-label="Newsletter slot" />} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the footer (plain elements)', () => {
  it('renders on a server: a labelled navigation per column, its heading and every link, the newsletter slot', () => {
    expect(typeof window).toBe('undefined');
    const markup = html();
    expect(markup).toMatch(/<footer class="[^"]+">/);
    for (const column of footerColumns) {
      expect(markup).toContain(`<nav class="`);
      expect(markup).toContain(`aria-label="${column.title}"><h2`);
      for (const link of column.links) expect(markup).toContain(`href="${link.to}">${link.label}</a>`);
    }
    expect(markup).toContain('aria-label="Newsletter slot"');
    expect(markup).toContain('aria-label="GitHub (coming soon)"');
  });
});
