import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownField } from './MarkdownField';

// The editor's code arrives when the test says so, as it does over a slow connection.
let arrive: () => void = () => {};
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
vi.mock('./LazyMarkdownEditor', async () => {
  await arrived;
  return {
    default: ({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) => (
      <textarea
        id={id}
        data-editor="markdown"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    ),
  };
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
});
