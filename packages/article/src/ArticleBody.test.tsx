import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleBody } from './ArticleBody';

afterEach(cleanup);

function renderArticle(content: string) {
  return render(<ArticleBody content={content} />).container;
}

describe('ArticleBody markdown', () => {
  it('renders paragraphs, emphasis, lists and code', () => {
    const container = renderArticle(
      'Some **bold** and _soft_ text.\n\n- one\n- two\n\n1. first\n\n`inline`\n\n```ts\nconst a = 1;\n```\n',
    );
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('soft');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two', 'first']);
    expect(container.querySelector('pre > code.language-ts')?.textContent).toBe('const a = 1;\n');
    expect(screen.getByText('inline').tagName).toBe('CODE');
  });

  it('makes a post’s highest heading an h2 and never skips a level (## on top → h2, ### → h3)', () => {
    const { container } = render(
      <ArticleBody content={'Intro\n\n## Top\n\ntext\n\n### Sub\n\n```\n# not a heading\n```'} />,
    );
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
      (element) => `${element.tagName}:${element.textContent}`,
    );
    expect(levels).toEqual(['H2:Top', 'H3:Sub']);
  });

  it('shifts headings down one level so the page keeps its only h1', () => {
    const container = renderArticle(
      '# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n',
    );
    expect(container.querySelector('h1')).toBeNull();
    const levels = [...container.querySelectorAll('h2, h3, h4, h5, h6')].map(
      (h) => `${h.tagName}:${h.textContent}`,
    );
    expect(levels).toEqual(['H2:One', 'H3:Two', 'H4:Three', 'H5:Four', 'H6:Five', 'H6:Six']);
  });

  it('renders GFM tables, strikethrough, task lists and autolinks', () => {
    const container = renderArticle(
      '| Agent | Price |\n| :-- | --: |\n| Buyer | 10 |\n\n~~old~~\n\n- [x] done\n- [ ] todo\n\nSee https://example.com/x today.\n',
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Agent', 'Price']);
    expect(within(table).getByRole('cell', { name: '10' })).toBeTruthy();
    expect(container.querySelector('del')?.textContent).toBe('old');
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [false, true],
    ]);
    expect(screen.getByRole('link', { name: 'https://example.com/x' }).getAttribute('href')).toBe(
      'https://example.com/x',
    );
  });

  it('opens external links in a new tab and keeps internal links in place', () => {
    renderArticle(
      '[out](https://example.com) [plain](http://example.org) [home](/blog) [top](#refs) [mail](mailto:a@b.example)',
    );
    for (const name of ['out', 'plain']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    for (const [name, href] of [
      ['home', '/blog'],
      ['top', '#refs'],
      ['mail', 'mailto:a@b.example'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.hasAttribute('target')).toBe(false);
    }
  });

  it('shows a blocked link as its text, without an href', () => {
    const container = renderArticle('Try [this](javascript:alert(1)) or [that](ftp://files.example).');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(container.textContent).toBe('Try this or that.');
  });

  it('loads the first image at once, lazy-loads the others and keeps their alt text', () => {
    const container = renderArticle(
      'Intro\n\n![A chart of prices](https://example.com/chart.png "Prices")\n\nText ![Second](https://example.com/2.png) and ![Third](https://example.com/3.png)\n\n## Later\n\n![Fourth](https://example.com/4.png)',
    );
    const first = screen.getByRole('img', { name: 'A chart of prices' });
    expect(first.getAttribute('src')).toBe('https://example.com/chart.png');
    expect(first.getAttribute('title')).toBe('Prices');
    expect(first.hasAttribute('loading')).toBe(false);
    expect(first.hasAttribute('decoding')).toBe(false);
    for (const name of ['Second', 'Third', 'Fourth']) {
      const image = screen.getByRole('img', { name });
      expect(image.getAttribute('loading'), name).toBe('lazy');
      expect(image.getAttribute('decoding'), name).toBe('async');
    }
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });

  it('parsed whole (a post page), loads the first image at once and the others lazily, as in chunks', () => {
    const { container } = render(
      <ArticleBody
        chunked={false}
        content={'Intro\n\n![First](https://example.com/1.png)\n\nText ![Second](https://example.com/2.png)'}
      />,
    );
    const [first, second] = container.querySelectorAll('img');
    expect(first!.hasAttribute('loading')).toBe(false);
    expect(second!.getAttribute('loading')).toBe('lazy');
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('gives the images it has sizes for their width and height, and no others', () => {
    const stored = 'https://api.test/storage/v1/object/public/post-images/p/0123456789abcdef-a.png';
    render(
      <ArticleBody
        content={`![Stored](${stored})\n\n![Elsewhere](https://example.com/b.png)\n\n![Stored again](${stored})`}
        imageSizes={{ [stored]: { width: 1200, height: 800 } }}
      />,
    );
    for (const name of ['Stored', 'Stored again']) {
      const image = screen.getByRole('img', { name });
      expect(image.getAttribute('width'), name).toBe('1200');
      expect(image.getAttribute('height'), name).toBe('800');
    }
    const other = screen.getByRole('img', { name: 'Elsewhere' });
    expect(other.hasAttribute('width')).toBe(false);
    expect(other.hasAttribute('height')).toBe(false);
  });

  it('ignores sizes keyed by inherited names', () => {
    render(<ArticleBody content="![x](constructor)" imageSizes={{}} />);
    expect(screen.getByRole('img', { name: 'x' }).hasAttribute('width')).toBe(false);
  });

  it('replaces an image with a forbidden URL by its alt text', () => {
    const container = renderArticle('![the diagram](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('the diagram');
  });

  it('shows raw HTML as text instead of elements', () => {
    const container = renderArticle('Hello <b>world</b>\n\n<div class="x">block</div>\n');
    expect(container.querySelector('b, div.x')).toBeNull();
    expect(container.textContent).toContain('Hello <b>world</b>');
    expect(container.textContent).toContain('<div class="x">block</div>');
  });
});

describe('ArticleBody references', () => {
  const content = [
    '# Title',
    '',
    'Agents negotiate [2] and learn [1].',
    '',
    '[2]: https://example.com/two "Second source"',
    '[1]: http://example.org/one',
    '',
  ].join('\n');

  it('lists references in order of appearance with their numbers and removes them from the body', () => {
    const container = renderArticle(content);
    const heading = screen.getByRole('heading', { name: 'References' });
    expect(heading.tagName).toBe('H2');
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => [li.getAttribute('value'), li.textContent])).toEqual([
      ['2', 'Second source'],
      ['1', 'http://example.org/one'],
    ]);
    const first = within(list).getByRole('link', { name: 'Second source' });
    expect(first.getAttribute('href')).toBe('https://example.com/two');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toBe('noopener noreferrer');
    const body = container.querySelector('.parley-article__body');
    expect(body?.querySelector('p')?.textContent).toBe('Agents negotiate [2] and learn [1].');
    expect(body?.textContent).not.toContain('example');
  });

  it('names the section by its heading', () => {
    renderArticle(content);
    expect(screen.getByRole('region', { name: 'References' })).toBeTruthy();
  });

  it('shows no References section when there are none', () => {
    const container = renderArticle('Just text.\n\n[1]: javascript:alert(1) "Evil"\n');
    expect(screen.queryByRole('heading', { name: 'References' })).toBeNull();
    expect(container.querySelector('.parley-article__references')).toBeNull();
  });
});
