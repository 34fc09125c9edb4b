import { describe, expect, it } from 'vitest';
import { HOSTILE_MARKDOWN_VECTORS } from '../hostile-vectors';
import { renderNewsletterEmail } from './index';

// The mail's own frame is a table layout with head, meta and body; the post's part must add none of
// the elements the article refuses.
const FORBIDDEN_IN_POST =
  'script, iframe, object, embed, svg, math, details, form, button, input, style, base, link, video, source, body body, meta ~ meta ~ meta';
const FORBIDDEN_URL = /^(?:javascript|vbscript|data|file):/;
// How the text part writes a link or picture: `text (url)`. Raw HTML stays literal text there, harmless.
const FORBIDDEN_URL_IN_TEXT = / \((?:javascript|vbscript|data|file):/i;

function render(markdown: string) {
  return renderNewsletterEmail({
    post: { title: 'T', slug: 't', excerpt: 'E', content: markdown, cover_image: null, published_at: null },
    siteUrl: 'https://parley.example',
    postalAddress: 'Parley Ltd',
    unsubscribeUrl: 'https://parley.example/u?token=1',
  });
}

describe.each(HOSTILE_MARKDOWN_VECTORS)('hostile vector $name in the newsletter mail', ({ markdown }) => {
  it('renders text but no dangerous element, attribute or URL, in either part', () => {
    const { html, text } = render(markdown);
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelectorAll(FORBIDDEN_IN_POST)).toHaveLength(0);
    for (const element of document.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        const label = `<${element.tagName.toLowerCase()} ${name}="${value}">`;
        expect(name.toLowerCase().startsWith('on'), label).toBe(false);
        expect(FORBIDDEN_URL.test(value.trim().toLowerCase()), label).toBe(false);
        if (name === 'style') expect(value, label).not.toMatch(/url\(|expression|javascript/i);
      }
    }
    expect(text).not.toMatch(FORBIDDEN_URL_IN_TEXT);
    expect(text.trim()).not.toBe('');
  });
});
