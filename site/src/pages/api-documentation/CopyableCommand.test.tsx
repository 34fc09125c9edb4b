import { MantineProvider } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_LABELS, CopyableCommand } from './CopyableCommand';

const COMMAND = "curl -X POST https://parley.example/api/v1/negotiations \\\n  -d '{}'";
const view = () => (
  <MantineProvider>
    <CopyableCommand label="Request with curl" command={COMMAND} />
  </MantineProvider>
);

/** The server's HTML, then hydrated as the browser entry does it. */
async function hydrate() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(view());
  document.body.append(container);
  const before = container.querySelector('button')!.disabled;
  const recoverable = vi.fn();
  await act(async () => hydrateRoot(container, view(), { onRecoverableError: recoverable }));
  return { container, before, recoverable };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('CopyableCommand', () => {
  it('arrives as text to select with its button disabled, and copies the command once hydrated', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container, before, recoverable } = await hydrate();
    expect(before).toBe(true);
    expect(container.querySelector('pre')!.textContent).toBe(COMMAND);
    expect(recoverable).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: COPY_LABELS.copy });
    expect(button).toBeEnabled();
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith(COMMAND);
    expect(screen.getByRole('button', { name: COPY_LABELS.copied })).toBeInTheDocument();
  });

  it('selects the command for the reader where the clipboard cannot be written (http to another host)', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const { container } = await hydrate();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: COPY_LABELS.copy })));
    expect(window.getSelection()!.toString()).toBe(container.querySelector('pre')!.textContent);
    expect(screen.getByRole('button', { name: COPY_LABELS.selected })).toBeInTheDocument();
  });
});
