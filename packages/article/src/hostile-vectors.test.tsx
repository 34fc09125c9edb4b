import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleBody } from './ArticleBody';
import { HOSTILE_MARKDOWN_VECTORS } from './hostile-vectors';

afterEach(cleanup);

const FORBIDDEN_ELEMENTS =
  'script, iframe, object, embed, svg, math, details, form, button, input:not([type="checkbox"]), style, meta, base, link, body, video, source';
const FORBIDDEN_URL = /^(?:javascript|vbscript|data|file):/;

/** Every attribute of every element that would run script or load a forbidden URL. */
function dangerousAttributes(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      const label = `<${element.tagName.toLowerCase()} ${name}="${value}">`;
      if (name.toLowerCase().startsWith('on') || name.toLowerCase() === 'style') found.push(label);
      if (FORBIDDEN_URL.test(value.trim().toLowerCase())) found.push(label);
    }
  }
  return found;
}

describe('HOSTILE_MARKDOWN_VECTORS', () => {
  it('has at least 50 vectors with unique names and a payload in each', () => {
    expect(HOSTILE_MARKDOWN_VECTORS.length).toBeGreaterThanOrEqual(50);
    const names = HOSTILE_MARKDOWN_VECTORS.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe.each(HOSTILE_MARKDOWN_VECTORS)('hostile vector $name', ({ markdown }) => {
  it('renders text but no dangerous element, attribute or URL', () => {
    const { container } = render(<ArticleBody content={markdown} />);
    expect(container.querySelectorAll(FORBIDDEN_ELEMENTS)).toHaveLength(0);
    expect(dangerousAttributes(container)).toEqual([]);
    expect(container.textContent?.trim()).not.toBe('');
  });

  it('renders nothing dangerous on the server either', () => {
    // Parse the server's HTML the way a browser would, then apply the same checks.
    for (const chunked of [true, false]) {
      const html = renderToString(<ArticleBody content={markdown} chunked={chunked} />);
      const parsed = new DOMParser().parseFromString(html, 'text/html').body;
      expect(parsed.querySelectorAll(FORBIDDEN_ELEMENTS)).toHaveLength(0);
      expect(dangerousAttributes(parsed)).toEqual([]);
    }
  });
});
