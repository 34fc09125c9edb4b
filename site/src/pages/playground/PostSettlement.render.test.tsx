import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@parley/router/memory';
import PlaygroundBody from './PlaygroundBody';

// The post-settlement option through the server-rendered page: a native form's checkbox, and the
// result in sentences before any script runs (the page's body, which holds the forms and the run).

const serverHtml = (address: string) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <MantineProvider>
      <MemoryRouter initialEntries={[address]}>
        <PlaygroundBody fromServer={false} onReady={() => undefined} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return container;
};
const checkbox = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>(
    'form[aria-label="Negotiation settings"] input[name="post_settlement"]',
  )!;

describe('the post-settlement option on /playground', () => {
  it('is a checkbox of the settings form, off by default, with no post-settlement result', () => {
    const page = serverHtml('/playground?b_strategy=conceder');
    expect(checkbox(page).type).toBe('checkbox');
    expect(checkbox(page).checked).toBe(false);
    expect(page.textContent).not.toContain('post-settlement to');
  });

  it('ticked, the run shows the deal improved for both, in sentences and money', () => {
    const page = serverHtml('/playground?b_strategy=conceder&post_settlement=on');
    expect(checkbox(page).checked).toBe(true);
    const result = page.querySelector('[aria-label="Post-settlement"]')!;
    expect(result.textContent).toContain(
      'Agreed at 1,000 units at $96.00, delivery in 7 days, net 60: $96,000 → improved for both after post-settlement to 1,000 units at $92.00, delivery in 7 days, net 0: $92,000.',
    );
    expect(result.textContent).toContain('The buyer pays $4,000 less for the contract.');
  });

  it('a value other than "on" is refused with a message, and the example runs', () => {
    const page = serverHtml('/playground?post_settlement=yes');
    expect(page.textContent).toContain('Post-settlement must be "on" or left out.');
    expect(page.querySelector('[aria-label="Post-settlement"]')).toBeNull();
  });
});
