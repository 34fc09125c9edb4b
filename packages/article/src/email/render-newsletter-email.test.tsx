// @vitest-environment node
// Node, not jsdom: the mail worker renders in Node, so the renderer must not need a DOM.
import { describe, expect, it } from 'vitest';
import { MAX_SUBJECT_LENGTH, renderNewsletterEmail, type NewsletterEmailInput } from './index';

const SITE = 'https://parley.example';
const UNSUBSCRIBE = 'https://parley.example/newsletter/unsubscribe?token=tok_123';

function render(
  content: string,
  overrides: Partial<NewsletterEmailInput['post']> = {},
  input: Partial<NewsletterEmailInput> = {},
) {
  return renderNewsletterEmail({
    post: {
      title: 'Agents that negotiate',
      slug: 'agents-that-negotiate',
      excerpt: 'How agents reach a deal.',
      content,
      cover_image: null,
      published_at: '2026-11-01T10:00:00Z',
      ...overrides,
    },
    siteUrl: SITE,
    postalAddress: 'Parley Ltd\n1 Harbour Road\nBristol BS1 4XX',
    unsubscribeUrl: UNSUBSCRIBE,
    ...input,
  });
}

/** Every `href`/`src` value of the HTML part, in order. */
function urls(html: string): string[] {
  return Array.from(html.matchAll(/\s(?:href|src)="([^"]*)"/g), (match) => match[1]!);
}

describe('renderNewsletterEmail: links and pictures', () => {
  const content = [
    'See [the docs](/docs), [a sibling](other-post), [a section](#results),',
    '[elsewhere](//cdn.example/x), [mail us](mailto:hi@parley.example) and <https://example.com/auto>.',
    '',
    '![chart](/storage/v1/object/public/post-images/chart.png) ![local](img/a.png)',
  ].join('\n');

  it('makes every link and picture absolute against the post page on the site', () => {
    const { html } = render(content, { cover_image: '/storage/v1/object/public/post-images/cover.png' });
    const all = urls(html);
    expect(all).toContain('https://parley.example/docs');
    expect(all).toContain('https://parley.example/blog/other-post');
    expect(all).toContain('https://parley.example/blog/agents-that-negotiate#results');
    expect(all).toContain('https://cdn.example/x');
    expect(all).toContain('mailto:hi@parley.example');
    expect(all).toContain('https://example.com/auto');
    expect(all).toContain('https://parley.example/storage/v1/object/public/post-images/chart.png');
    expect(all).toContain('https://parley.example/blog/img/a.png');
    expect(all).toContain('https://parley.example/storage/v1/object/public/post-images/cover.png');
    for (const url of all) expect(url).toMatch(/^(?:https:\/\/|mailto:)/);
  });

  it('resolves against a site that lives under a path, and encodes the slug', () => {
    const { html } = render(
      '[docs](/docs) [rel](x)',
      { slug: 'a b' },
      { siteUrl: 'https://example.org/parley' },
    );
    expect(urls(html)).toEqual(
      expect.arrayContaining([
        'https://example.org/docs',
        'https://example.org/parley/blog/x',
        'https://example.org/parley/blog/a%20b',
      ]),
    );
  });

  it('keeps only the article protocols: a refused link is its text, a refused picture its description', () => {
    const { html, text } = render(
      '[evil](javascript:alert(1)) [bad](data:text/html,x) ![pic](vbscript:x) [ok](https://ok.example/)',
    );
    expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(html).toContain('<span>evil</span>');
    expect(html).toContain('<span>pic</span>');
    expect(text).toContain('evil bad pic ok (https://ok.example/)');
  });
});

describe('renderNewsletterEmail: HTML part', () => {
  it('is a whole document with every style inline: no <style> element, no class', () => {
    const { html } = render(
      '# Heading\n\nText with `code`, a [link](/x).\n\n> quote\n\n- item\n\n| a |\n| - |\n| 1 |\n\n---\n\n```\npre\n```',
    );
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).not.toMatch(/<style|class=|<link/i);
    for (const tag of [
      'h1',
      'h2',
      'p',
      'a',
      'code',
      'blockquote',
      'ul',
      'li',
      'table',
      'th',
      'td',
      'hr',
      'pre',
    ]) {
      const opening = html.match(new RegExp(`<${tag}(?=[\\s>/])[^>]*>`, 'g')) ?? [];
      expect(opening.length, tag).toBeGreaterThan(0);
      for (const element of opening) expect(element, tag).toMatch(/ style="[^"]+"/);
    }
  });

  it('shows raw HTML from markdown as text, never as elements', () => {
    const { html } = render('Hi <b onclick="x()">bold</b>\n\n<script>alert(1)</script>');
    expect(html).not.toMatch(/<b[\s>]|<script/i);
    expect(html).toContain('&lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;');
  });

  it('shifts the post headings below the title, which is the only h1', () => {
    const { html } = render('# One\n\n## Two');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h2[^>]*>One<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Two<\/h3>/);
  });

  it('has the footer: the postal address line by line and the unsubscribe link', () => {
    const { html } = render('Body');
    expect(html).toContain('Parley Ltd</span><span><br/>1 Harbour Road</span><span><br/>Bristol BS1 4XX');
    expect(html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(html).toContain('>Unsubscribe</a>');
    expect(html).toContain(
      'You receive this email because you subscribed to the newsletter of parley.example.',
    );
  });

  it('escapes the title, excerpt and postal address', () => {
    const { html } = render(
      'Body',
      { title: '<img src=x onerror=alert(1)>', excerpt: '"><script>x</script>' },
      { postalAddress: '<b>Ltd</b>' },
    );
    expect(html).not.toMatch(/<img src=x|<script|<b>/);
  });
});

describe('renderNewsletterEmail: plain-text part', () => {
  it('reads well: underlined headings, list markers, links as text (url), references', () => {
    const { text } = render(
      [
        '# Why agents',
        '',
        'Read [the paper](/papers/1) or write to <hi@parley.example>.',
        '',
        '- first',
        '- second',
        '  1. nested one',
        '  2. nested two',
        '',
        '3. three',
        '4. four',
        '',
        '- [x] done',
        '- [ ] todo',
        '',
        '> a quote',
        '',
        'See [1].',
        '',
        '[1]: https://example.com/source "The source"',
      ].join('\n'),
    );
    expect(text).toContain(
      'Agents that negotiate\n=====================\n\nNovember 1, 2026\n\nWhy agents\n----------\n\n',
    );
    expect(text).toContain(
      'Read the paper (https://parley.example/papers/1) or write to mailto:hi@parley.example.',
    );
    expect(text).toContain('- first\n- second\n  1. nested one\n  2. nested two');
    expect(text).toContain('3. three\n4. four');
    expect(text).toContain('- [x] done\n- [ ] todo');
    expect(text).toContain('> a quote');
    expect(text).toContain('References\n----------\n[1] The source (https://example.com/source)');
    expect(text).toContain('Read this post on the site: https://parley.example/blog/agents-that-negotiate');
    expect(text).toContain('Parley Ltd\n1 Harbour Road\nBristol BS1 4XX');
    expect(text).toContain(`Unsubscribe: ${UNSUBSCRIBE}`);
    expect(text).not.toMatch(/[ \t]$/m);
  });

  it('writes a picture as its description and absolute URL, code indented', () => {
    const { text } = render('![A chart](/c.png)\n\n```\nrun()\n```');
    expect(text).toContain('A chart (https://parley.example/c.png)');
    expect(text).toContain('    run()');
  });
});

describe('renderNewsletterEmail: subject', () => {
  it('is the title on one line: CR/LF cannot add a mail header', () => {
    expect(render('x', { title: 'Hello\r\nBcc: victim@example.com' }).subject).toBe(
      'Hello Bcc: victim@example.com',
    );
    expect(render('x', { title: '  A \u0000\u200e title\u2028here ' }).subject).toBe('A title here');
  });

  it('is capped, and never empty', () => {
    const subject = render('x', { title: 'word '.repeat(100) }).subject;
    expect(Array.from(subject).length).toBeLessThanOrEqual(MAX_SUBJECT_LENGTH);
    expect(subject.endsWith('…')).toBe(true);
    expect(render('x', { title: ' \r\n\t ' }).subject).toBe('New post');
  });
});

describe('renderNewsletterEmail: configuration', () => {
  it.each(['', 'parley.example', '/relative', 'javascript:alert(1)', 'ftp://parley.example'])(
    'refuses the site URL %j',
    (siteUrl) => {
      expect(() => render('x', {}, { siteUrl })).toThrow(TypeError);
    },
  );

  it.each(['', 'unsubscribe?token=1', 'javascript:alert(1)', 'data:text/html,x'])(
    'refuses the unsubscribe URL %j',
    (unsubscribeUrl) => {
      expect(() => render('x', {}, { unsubscribeUrl })).toThrow(TypeError);
    },
  );

  it('is pure: the same input gives the same mail', () => {
    expect(render('# A\n\n![p](/p.png) [l](/l)')).toEqual(render('# A\n\n![p](/p.png) [l](/l)'));
  });

  it('renders a post without date, cover or excerpt, and a huge post', () => {
    const plain = render('Body', { published_at: null, cover_image: null, excerpt: '' });
    expect(plain.text).not.toContain('November');
    const long = render('A paragraph with a [link](/x).\n\n'.repeat(1000));
    expect(long.html.match(/href="https:\/\/parley\.example\/x"/g)).toHaveLength(1000);
  }, 60_000);

  it('gives each recipient their own unsubscribe URL, escaped in the HTML, never in the post', () => {
    const content = 'Body [unsubscribe](/newsletter/unsubscribe)';
    const first = render(content, {}, { unsubscribeUrl: 'https://parley.example/u?token=a&x="1"' });
    const second = render(content, {}, { unsubscribeUrl: 'https://parley.example/u?token=b' });
    expect(first.html).toContain('href="https://parley.example/u?token=a&amp;x=%221%22"');
    expect(first.text).toContain('Unsubscribe: https://parley.example/u?token=a&x=%221%22');
    expect(second.html).toContain('href="https://parley.example/u?token=b"');
    expect(second.html).not.toContain('token=a');
    expect(second.text).not.toContain('token=a');
    expect(first.html.replace(/token=a&amp;x=%221%22/, 'token=b')).toBe(second.html);
  });
});
