import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFieldText } from './use-field-text';

/** The field's text with an owner that takes what it is told only when the test passes it back. */
function renderField(initial: string) {
  const told = vi.fn<(value: string) => void>();
  const view = renderHook(({ value }) => useFieldText(value, told), { initialProps: { value: initial } });
  return {
    told,
    text: () => view.result.current[0],
    type: (next: string) => act(() => view.result.current[1](next)),
    ownerShows: (value: string) => view.rerender({ value }),
  };
}

describe('useFieldText', () => {
  it('shows a keystroke at once and tells the owner, before the owner takes it', () => {
    const field = renderField('Hello');
    field.type('Hello!');
    expect(field.text()).toBe('Hello!');
    expect(field.told).toHaveBeenCalledWith('Hello!');
  });

  it('keeps the keys typed meanwhile when the owner catches up late with older text', () => {
    const field = renderField('ab');
    field.type('abc');
    field.type('abcd');
    field.ownerShows('abc');
    expect(field.text()).toBe('abcd');
    field.ownerShows('abcd');
    expect(field.text()).toBe('abcd');
  });

  it('takes text from the owner that it did not hand it (a picture inserted, a draft restored)', () => {
    const field = renderField('ab');
    field.type('abc');
    field.ownerShows('abc ![chart](https://x.test/c.png)');
    expect(field.text()).toBe('abc ![chart](https://x.test/c.png)');
    // Once caught up, even text the field typed before comes back as the owner's own change.
    field.ownerShows('abc');
    expect(field.text()).toBe('abc');
  });
});
