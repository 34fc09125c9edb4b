import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentPreview, PREVIEW_PAUSE_MS } from './ContentPreview';

const TYPIST_GAP_MS = 150; // 80 words a minute

function renderPreview(content: string) {
  const view = render(<ContentPreview content={content} />, { wrapper: MantineProvider });
  return {
    type: async (next: string, thenWaitMs: number) => {
      view.rerender(<ContentPreview content={next} />);
      await act(async () => {
        vi.advanceTimersByTime(thenWaitMs);
      });
    },
    shown: () => screen.getByRole('region', { name: 'Preview' }).textContent,
  };
}

describe('ContentPreview', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('waits for typing to pause: keys a steady typist types do not re-render it', async () => {
    const preview = renderPreview('Offer');
    await preview.type('Offer a', TYPIST_GAP_MS);
    await preview.type('Offer ac', TYPIST_GAP_MS);
    await preview.type('Offer acc', TYPIST_GAP_MS);
    expect(preview.shown()).toContain('Offer');
    expect(preview.shown()).not.toContain('Offer a');
  });

  it('shows the text once typing pauses, within the 300 ms a reader notices', async () => {
    const preview = renderPreview('Offer');
    await preview.type('Offer accepted', PREVIEW_PAUSE_MS);
    expect(PREVIEW_PAUSE_MS).toBeLessThan(300);
    expect(preview.shown()).toContain('Offer accepted');
  });
});
