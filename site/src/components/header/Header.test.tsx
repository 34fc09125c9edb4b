// @vitest-environment node
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@parley/router/memory';
import { describe, expect, it } from 'vitest';
import { headerLinks, resourceLinks } from '../../config/navigation';
import { Header } from './Header';

function html(): string {
  return renderToString(
    <MantineProvider>
      <MemoryRouter>
        <Header renderActions={(variant) => <a href={`/signin#${variant}`}>Sign in</a>} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the header (plain elements)', () => {
  it('renders on a server: the home link, both labelled navigations with every link, the toggle, the burger and its popover', () => {
    expect(typeof window).toBe('undefined');
    const markup = html();
    expect(markup).toMatch(/<header class="[^"]+">/);
    expect(markup).toMatch(/<a class="mantine-focus-auto [^"]+" aria-label="Parley home" href="\/">/);
    expect(markup).toMatch(/<nav aria-label="Main" class="mantine-visible-from-lg [^"]+">/);
    expect(markup).toMatch(
      /<nav id="mobile-menu" popover="auto" aria-label="Mobile" class="[^"]+ mantine-hidden-from-lg">/,
    );
    // Each header link twice (main and mobile), each resource link once, in the labelled group.
    for (const link of headerLinks)
      expect(markup.split(`href="${link.to}">${link.label}</a>`)).toHaveLength(3);
    expect(markup).toContain('role="group" aria-labelledby="mobile-resources"');
    expect(markup).toMatch(/id="mobile-resources">Resources</);
    for (const link of resourceLinks) expect(markup).toContain(`href="${link.to}">${link.label}</a>`);
    expect(markup.match(/<hr class="[^"]+"\/>/g)).toHaveLength(2);
    expect(markup).toContain('data-scheme-choice="dark"');
    expect(markup).toContain('data-scheme-choice="light"');
    expect(markup).toContain('popoverTarget="mobile-menu" aria-label="Open menu"');
    expect(markup).toContain('href="/signin#desktop"');
    expect(markup).toContain('href="/signin#mobile"');
  });

  it('uses no Mantine layout or text component: only the toggle and the burger are Mantine’s', () => {
    const markup = html();
    for (const component of ['Container', 'Group', 'Stack', 'Anchor', 'Text', 'Divider', 'Box'])
      expect(markup).not.toContain(`mantine-${component}-root`);
    expect(markup).toContain('mantine-ActionIcon-root');
    expect(markup).toContain('mantine-Burger-root');
  });
});
