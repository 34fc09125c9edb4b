import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The editor's code arrives when the test says so, as it does over a slow connection. Each test
// mocks it anew and loads the field afresh (a hoisted vi.mock would be resolved once for the file:
// from the second test on, the editor would arrive at once).
let arrive: () => void = () => {};
let MarkdownField: typeof import('./MarkdownField').MarkdownField;
beforeEach(async () => {
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.resetModules();
  vi.doMock('./LazyMarkdownEditor', async () => {
    await arrived;
    return {
      default: ({
        id,
        value,
        onChange,
      }: {
        id: string;
        value: string;
        onChange: (value: string) => void;
      }) => (
        <textarea
          id={id}
          data-editor="markdown"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ),
    };
  });
  ({ MarkdownField } = await import('./MarkdownField'));
});

function Field() {
  const [content, setContent] = useState('');
  return (
    <MantineProvider>
      <MarkdownField id="post-content" value={content} onChange={setContent} />
    </MantineProvider>
  );
}

describe('MarkdownField', () => {
  it('hands the focus, the text and the caret to the editor when its code arrives mid-typing', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const plain = screen.getByRole('textbox', { name: 'Content' });
    expect(plain).not.toHaveAttribute('data-editor');
    await user.type(plain, 'Hello');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');

    await act(async () => arrive());
    const editor = await waitFor(() => {
      const field = document.getElementById('post-content');
      expect(field).toHaveAttribute('data-editor', 'markdown');
      return field as HTMLTextAreaElement;
    });
    expect(editor).toHaveValue('Hello');
    expect(editor).toHaveFocus();
    expect([editor.selectionStart, editor.selectionEnd]).toEqual([3, 3]);

    // The next keys land in the editor, where the caret was.
    await user.keyboard('p');
    expect(editor).toHaveValue('Helplo');
  });

  it('keeps the caret of a person who typed and moved on, without taking the focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Field />
        <input aria-label="Title" />
      </>,
    );
    const plain = screen.getByRole('textbox', { name: 'Content' });
    expect(plain).not.toHaveAttribute('data-editor');
    await user.type(plain, 'Hello');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    expect(document.getElementById('post-content')).toBe(plain);

    await act(async () => arrive());
    const editor = await waitFor(() => {
      const field = document.getElementById('post-content');
      expect(field).toHaveAttribute('data-editor', 'markdown');
      return field as HTMLTextAreaElement;
    });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    // Where a picture inserted now would go: where the person left the caret.
    expect([editor.selectionStart, editor.selectionEnd]).toEqual([3, 3]);
  });
});
