import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
