import { MantineProvider } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@parley/router/memory';
import { FormPostContext, type FormPostState } from '../../../lib/form-post';
import { CredentialsForm } from './CredentialsForm';

/** The page's early script (site/index.html), run as the browser runs it before the application. */
function installEarlyScript() {
  const html = readFileSync(join(__dirname, '../../../../index.html'), 'utf8');
  // The template has other early scripts (the color scheme's): this one keeps replayable submits.
  const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((text) => text.includes('data-replay'));
  expect(scripts).toHaveLength(1);
  new Function(scripts[0]!)();
}

const form = (
  onSubmit: (values: { email: string; password: string }) => Promise<void>,
  posted: FormPostState | null = null,
): ReactElement => (
  <MantineProvider>
    <FormPostContext.Provider value={posted}>
      <MemoryRouter initialEntries={['/auth']}>
        <CredentialsForm
          submitLabel="Sign In"
          busyLabel="Signing In..."
          autoCompletePassword="current-password"
          onSubmit={onSubmit}
        />
      </MemoryRouter>
    </FormPostContext.Provider>
  </MantineProvider>
);

/** The server's HTML of the form, on the page, with no React behind it yet. */
function serverHtml(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** Types as a visitor does before the application runs: the DOM changes, nothing else. */
function typeBeforeHydration(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  (input as HTMLInputElement).value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the sign-in form before the application runs', () => {
  beforeAll(installEarlyScript);

  it('never submits natively: a password is never sent in a URL, the form posts if anything', () => {
    const container = serverHtml(form(vi.fn()));
    const element = container.querySelector('form')!;
    expect(element.getAttribute('method')).toBe('post');
    expect(element.hasAttribute('data-replay')).toBe(true);
  });

  it('keeps a submit made before hydration and replays it once, with what was typed', async () => {
    const onSubmit = vi.fn(async () => {});
    const element = form(onSubmit);
    const container = serverHtml(element);
    typeBeforeHydration(/^Email/, 'early@example.com');
    typeBeforeHydration(/^Password/, 'secret-early');

    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true); // no native submit, no reload
    expect(container.querySelector('form')).toHaveAttribute('data-replay-pending');

    await act(async () => {
      root = hydrateRoot(container, element);
    });
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'early@example.com', password: 'secret-early' });
    expect(container.querySelector('form')).not.toHaveAttribute('data-replay-pending');
  });

  it('keeps typing done before hydration when the form renders again, and replays nothing unasked', async () => {
    const onSubmit = vi.fn(async () => {});
    const element = form(onSubmit);
    const container = serverHtml(element);
    typeBeforeHydration(/^Email/, 'typed@example.com');
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    // A render after hydration (a new submit handler) must not put the server's empty value back.
    await act(async () => root!.render(form(vi.fn(async () => {}))));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('typed@example.com');
  });

  it('posted with JavaScript off, comes back saying it needs JavaScript, with the email kept', () => {
    const posted = {
      form: 'auth',
      values: { email: 'ann@example.com' },
      errors: {},
      sent: false,
      failed: true,
    };
    serverHtml(form(vi.fn(), posted));
    expect(screen.getByRole('alert')).toHaveTextContent('Signing in needs JavaScript');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });
});
