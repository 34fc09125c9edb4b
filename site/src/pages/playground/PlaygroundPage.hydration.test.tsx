import { MantineProvider } from '@mantine/core';
import { arenaOf, negotiate } from '@parley/negotiation';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHydrating } from '../../lib/hydration';
import { MemoryRouter } from '@parley/router/memory';
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

/**
 * The page's whole HTML as the server renders it (entry-server.tsx): every lazy part resolved, and
 * each Suspense boundary inline, none left for a script to complete.
 */
async function serverHtml(address: string): Promise<string> {
  const { prelude } = await prerender(page(address), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** Whether the body (loaded after the page hydrates) is interactive: its replay controls are there. */
const bodyInteractive = () => screen.queryByRole('group', { name: 'Replay controls' }) !== null;

/**
 * The server's HTML of `address`, hydrated as the site's browser entry does it; resolves once the
 * page's body (its own chunk, asked for when the browser is idle) has hydrated too, unless `early`.
 */
async function hydrate(address: string, { early = false } = {}) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(address);
  document.body.append(container);
  vi.mocked(negotiate).mockClear();
  vi.mocked(arenaOf).mockClear();
  const recoverable = vi.fn();
  setHydrating(true);
  const root = await act(async () =>
    hydrateRoot(container, page(address), { onRecoverableError: recoverable }),
  );
  setHydrating(false); // as RootLayout does once hydrated
  if (!early) await waitFor(() => expect(bodyInteractive()).toBe(true), { timeout: 10_000 });
  return { container, root, recoverable };
}

const messages = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

afterEach(() => {
  vi.unstubAllGlobals();
  setHydrating(false);
  document.body.innerHTML = '';
});

describe('PlaygroundPage and hydration', () => {
  // First in the file: the body's chunk is asked for once per page (module), and then stays loaded.
  it('hydrates without the body’s chunk; a form sent before it is ready is held, then runs in place', async () => {
    // A browser never idle: only the visitor's submit asks for the body here.
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 1),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { root, recoverable } = await hydrate('/playground?seed=7', { early: true });
    // The page hydrated; the body is still the server's HTML, kept as it was (no engine yet).
    expect(bodyInteractive()).toBe(false);
    const serverMessages = messages().length;
    expect(serverMessages).toBeGreaterThan(2);
    expect(screen.queryByText('Loading the playground…')).toBeNull();

    const sentToServer = fireEvent.submit(screen.getByRole('form', { name: 'Negotiation settings' }));
    expect(sentToServer).toBe(false); // held (prevented), not a page load
    expect(screen.getByText('Loading the playground…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(negotiate).toHaveBeenCalled(), { timeout: 10_000 });
    // Sent again once the body was interactive: started in place, replayed from its first message.
    expect(messages().length).toBeLessThan(serverMessages);
    await waitFor(() => expect(bodyInteractive()).toBe(true), { timeout: 10_000 });
    expect(screen.getByRole('group', { name: 'Replay controls' })).toHaveTextContent(/^Pause/);
    expect(screen.queryByText('Loading the playground…')).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
    root.unmount();
  });

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
  it('plays the visitor’s offer in place: the address carries it and the seller answers', async () => {
    render(page('/playground'));
    expect(await screen.findByRole('list', { name: 'Your negotiation' })).toBeInTheDocument();
    const game = () =>
      within(screen.getByRole('list', { name: 'Your negotiation' })).getAllByRole('listitem');
    expect(game()).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Your price per unit ($)'), { target: { value: '85' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make this offer' }));
    expect(game().length).toBeGreaterThanOrEqual(4);
    expect(game()[2]).toHaveTextContent(/^You counter with [\d,]+ units? at \$85\.00/);
  });

  it('answers a bad price with a message and keeps what the visitor typed', async () => {
    render(page('/playground'));
    fireEvent.change(await screen.findByLabelText('Your price per unit ($)'), { target: { value: '97' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make this offer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('above your reservation price');
    expect(screen.getByLabelText('Your price per unit ($)')).toHaveValue(97);
  });
});

describe('One buyer, several suppliers, and learning across runs, through hydration', () => {
  afterEach(() => window.localStorage.clear());

  it('hydrates the server’s multi-supplier run as it was rendered: the winner, why and each thread', async () => {
    const { container, root, recoverable } = await hydrate('/playground?m_n=3');
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toMatch(/Supplier [ABC] wins: /);
    expect(container.textContent).toContain('Why: Supplier');
    for (const supplier of ['Supplier A', 'Supplier B', 'Supplier C'])
      expect(screen.getByRole('list', { name: `Thread with ${supplier}` })).toBeInTheDocument();
    root.unmount();
  });

  it('renders no multi-supplier run on the server unless the address asks for one', async () => {
    expect(await serverHtml('/playground')).not.toContain('Thread with');
  });

  it('learning: the server renders no storage; a corrupt value is ignored; using it counts runs; forget clears', async () => {
    const html = await serverHtml('/playground');
    expect(html).toContain('Learning across runs needs JavaScript');
    window.localStorage.setItem('parley.playground.learned.v1', '{"counterparts": {"seller:conceder": 5}}');
    const { root, recoverable } = await hydrate('/playground');
    expect(recoverable).not.toHaveBeenCalled();
    const status = () => screen.getByTestId('learning-status').textContent;
    expect(status()).toBe('Nothing learned about the Conceder seller yet.');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Use what was learned from past runs' }));
    });
    expect(status()).toMatch(/^1 past run against the Conceder seller remembered\./);
    expect(negotiate).toHaveBeenCalledTimes(1); // the run is computed here, to learn from it
    expect(vi.mocked(negotiate).mock.calls[0]![3]).toBeUndefined(); // nothing learned before it

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start negotiation' }));
    });
    expect(status()).toMatch(/^2 past runs against the Conceder seller remembered\./);
    const started = vi.mocked(negotiate).mock.calls.at(-1)![3];
    expect(started?.priorKnowledge?.buyer?.bids).toBeGreaterThan(0); // from the first run's model

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Forget what was learned' }));
    });
    expect(status()).toBe('Nothing learned about the Conceder seller yet.');
    expect(window.localStorage.getItem('parley.playground.learned.v1')).toBeNull();
    root.unmount();
  });
});
