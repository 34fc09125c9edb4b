import { MantineProvider } from '@mantine/core';
import { arenaOf, negotiate } from '@parley/negotiation';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHydrating } from '../../lib/hydration';
import { MemoryRouter } from '../../lib/router/MemoryRouter';
import PlaygroundPage from './PlaygroundPage';

// The engine, watched: hydrating the server's run must not compute it again.
vi.mock('@parley/negotiation', { spy: true });

const page = (address: string) => (
  <MantineProvider>
    <MemoryRouter initialEntries={[address]}>
      <PlaygroundPage />
    </MemoryRouter>
  </MantineProvider>
);

/** The server's HTML of `address`, hydrated as the site's browser entry does it. */
async function hydrate(address: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(address));
  document.body.append(container);
  vi.mocked(negotiate).mockClear();
  vi.mocked(arenaOf).mockClear();
  const recoverable = vi.fn();
  setHydrating(true);
  const root = await act(async () =>
    hydrateRoot(container, page(address), { onRecoverableError: recoverable }),
  );
  setHydrating(false); // as RootLayout does once hydrated
  return { container, root, recoverable };
}

const messages = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

afterEach(() => {
  setHydrating(false);
  document.body.innerHTML = '';
});

describe('PlaygroundPage and hydration', () => {
  it('keeps the server’s run (result, charts, messages, round) without computing it again', async () => {
    const { container, root, recoverable } = await hydrate('/playground?seed=7');
    expect(negotiate).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByText(/^Round \d+ of 20$/)).toHaveAttribute('role', 'status');
    expect(container.textContent).toContain('Agreement');
    expect(messages().length).toBeGreaterThan(2);
    expect(screen.getByRole('img', { name: /Outcome space/ })).toBeInTheDocument();
    // Hydrated: the replay's buttons are there, working on the kept run.
    expect(screen.getByRole('button', { name: 'Step' })).toBeDisabled();
    root.unmount();
  });

  it('computes the run when the visitor plays it, and replays it from the first message', async () => {
    const { root } = await hydrate('/playground?seed=7');
    const whole = messages().length;
    const lastRound = screen.getByText(/^Round \d+ of 20$/).textContent!;

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(negotiate).toHaveBeenCalledTimes(1);
    expect(messages()).toHaveLength(1);
    expect(screen.getByText('Negotiating…')).toBeInTheDocument();
    expect(screen.getByText('Round 0 of 20')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(messages()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Jump to end' }));
    expect(messages()).toHaveLength(whole);
    expect(screen.getByText(lastRound)).toBeInTheDocument();
    expect(screen.getByText(/Deal in round/)).toBeInTheDocument();
    root.unmount();
  });

  it('Start with the same settings replays the run instead of keeping the server’s', async () => {
    // The address Start makes of the example's settings, as the form sends them.
    const first = await hydrate('/playground');
    const form = () => screen.getByRole('form', { name: 'Negotiation settings' }) as HTMLFormElement;
    const sent = new URLSearchParams(
      [...new FormData(form())].map(([name, value]) => [name, String(value)] as [string, string]),
    );
    first.root.unmount();
    document.body.innerHTML = '';

    const { root } = await hydrate(`/playground?${sent.toString()}`);
    fireEvent.submit(form());
    expect(negotiate).toHaveBeenCalled();
    expect(messages()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    root.unmount();
  });

  it('keeps the server’s transcript in sentences, money, export and game, without running the engine', async () => {
    const { container, root, recoverable } = await hydrate('/playground?seed=7');
    expect(arenaOf).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(messages()[1]).toHaveTextContent(
      /^Seller offers [\d,]+ units? at \$[\d,.]+, delivery in \d+ days, net \d+: \$/,
    );
    expect(messages()[1]!.querySelector('details summary')).toHaveTextContent('FIPA-ACL message');
    expect(container.textContent).toContain('Contract value');
    expect(container.textContent).toContain('Savings against the opening ask');
    expect(screen.getByRole('link', { name: 'Export this run (JSON)' })).toHaveAttribute(
      'download',
      'parley-negotiation-7.json',
    );
    const game = within(screen.getByRole('list', { name: 'Your negotiation' })).getAllByRole('listitem');
    expect(game).toHaveLength(2);
    expect(screen.getByRole('form', { name: 'Your move' })).toBeInTheDocument();
    root.unmount();
  });
});

describe('Play it yourself, in the browser', () => {
  it('plays the visitor’s offer in place: the address carries it and the seller answers', () => {
    render(page('/playground'));
    const game = () =>
      within(screen.getByRole('list', { name: 'Your negotiation' })).getAllByRole('listitem');
    expect(game()).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Your price per unit ($)'), { target: { value: '85' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make this offer' }));
    expect(game().length).toBeGreaterThanOrEqual(4);
    expect(game()[2]).toHaveTextContent(/^You counter with [\d,]+ units? at \$85\.00/);
  });

  it('answers a bad price with a message and keeps what the visitor typed', () => {
    render(page('/playground'));
    fireEvent.change(screen.getByLabelText('Your price per unit ($)'), { target: { value: '97' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make this offer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('above your reservation price');
    expect(screen.getByLabelText('Your price per unit ($)')).toHaveValue(97);
  });
});
