import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import LazyMarkdownEditor from './LazyMarkdownEditor';

describe('the markdown editor toolbar, for screen readers', () => {
  it('names every button and hides its icon, so no unlabelled image is announced', () => {
    const { container } = render(
      <MantineProvider>
        <LazyMarkdownEditor
          id="content"
          value=""
          onChange={() => {}}
          invalid={false}
          describedBy={undefined}
          height={200}
        />
      </MantineProvider>,
    );
    const toolbar = container.querySelector('.w-md-editor-toolbar')!;
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.length).toBeGreaterThan(5);
    expect(screen.getByRole('button', { name: /add bold text/i })).toBeInTheDocument();
    for (const button of buttons) expect(button).toHaveAccessibleName();
    const icons = [...toolbar.querySelectorAll('svg')];
    expect(icons.length).toBeGreaterThan(5);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).not.toHaveAttribute('role', 'img');
    }
  });
});

describe('the markdown editor, by keyboard only', () => {
  it('lets Tab leave the text for the next control (no keyboard trap), and Shift+Tab go back', async () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <LazyMarkdownEditor
          id="content"
          value="Some text"
          onChange={onChange}
          invalid={false}
          describedBy={undefined}
          height={200}
        />
        <button type="button">Next control</button>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    const text = screen.getByRole('textbox');
    text.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next control' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(text).toHaveValue('Some text');
    await user.tab({ shift: true });
    expect(text).toHaveFocus();
  });
});
