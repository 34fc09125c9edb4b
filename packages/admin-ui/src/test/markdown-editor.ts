import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

// Generous: editor tests run beside the whole suite on a busy 2-core machine.
const EDITOR_ARRIVES = { timeout: 5_000 };

/**
 * The "Content" field once the markdown editor has replaced the plain textarea it starts as.
 * A test that types into the plain one while the editor's code arrives would keep a textarea that
 * has left the page (a person's focus and caret follow the editor: MarkdownField.test.tsx).
 */
export async function findContentEditor(): Promise<HTMLTextAreaElement> {
  await waitFor(() => expect(document.querySelector('.w-md-editor')).not.toBeNull(), EDITOR_ARRIVES);
  return screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
}
