import { describe, expect, it } from 'vitest';
import { extractReferences } from './references';

describe('extractReferences', () => {
  it('collects reference lines in order and removes them from the body', () => {
    const content = [
      '# Title',
      '',
      'Agents negotiate [1] and learn [2].',
      '',
      '[1]: https://example.com/one "First source"',
      '[2]: http://example.org/two',
      '',
    ].join('\n');

    expect(extractReferences(content)).toEqual({
      body: '# Title\n\nAgents negotiate [1] and learn [2].\n\n',
      references: [
        { number: 1, url: 'https://example.com/one', title: 'First source' },
        { number: 2, url: 'http://example.org/two', title: 'http://example.org/two' },
      ],
    });
  });

  it('keeps the order of appearance, not numeric order', () => {
    const { references } = extractReferences('[3]: https://c.example\n[1]: https://a.example\n');
    expect(references.map((r) => r.number)).toEqual([3, 1]);
  });

  it('returns the content unchanged when there are no references', () => {
    const content = 'Line one\r\nLine two\n\n  indented\r\nlast';
    expect(extractReferences(content)).toEqual({ body: content, references: [] });
  });

  it('handles CRLF: removed lines take their CRLF, other lines keep theirs', () => {
    const content = 'Intro\r\n[1]: https://example.com "Example"\r\nOutro\r\n';
    expect(extractReferences(content)).toEqual({
      body: 'Intro\r\nOutro\r\n',
      references: [{ number: 1, url: 'https://example.com', title: 'Example' }],
    });
  });

  it('does not convert mixed line endings', () => {
    const content = 'a\nb\r\n[7]: https://x.example\nc\r\n';
    expect(extractReferences(content).body).toBe('a\nb\r\nc\r\n');
  });

  it('removes a final reference line without a trailing newline', () => {
    const { body, references } = extractReferences('Text\n[1]: https://example.com "T"');
    expect(body).toBe('Text\n');
    expect(references).toHaveLength(1);
  });

  it('ignores non-http(s) URLs and malformed lines', () => {
    const content = [
      '[1]: javascript:alert(1) "evil"',
      '[2]: ftp://files.example/x',
      '[x]: https://example.com',
      'See [1]: https://example.com inline',
      '[3] https://example.com',
      '[4]: https://example.com "title" trailing',
      '',
    ].join('\n');
    expect(extractReferences(content)).toEqual({ body: content, references: [] });
  });

  it('keeps quotes inside a title and falls back to the URL for an empty title', () => {
    const { references } = extractReferences(
      '[1]: https://a.example "The "quoted" word"\n[2]: https://b.example ""',
    );
    expect(references).toEqual([
      { number: 1, url: 'https://a.example', title: 'The "quoted" word' },
      { number: 2, url: 'https://b.example', title: 'https://b.example' },
    ]);
  });

  it('accepts multi-digit numbers and surrounding whitespace', () => {
    const { body, references } = extractReferences(
      '  [12]:\thttps://example.com/path?q=1#x   "Twelve"  \nend',
    );
    expect(references).toEqual([{ number: 12, url: 'https://example.com/path?q=1#x', title: 'Twelve' }]);
    expect(body).toBe('end');
  });

  it('handles empty content', () => {
    expect(extractReferences('')).toEqual({ body: '', references: [] });
  });
});
