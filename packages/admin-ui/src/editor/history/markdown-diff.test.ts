import { describe, expect, it } from 'vitest';
import { diffMarkdown, MAX_CHANGED_LINES } from './markdown-diff';

describe('diffMarkdown', () => {
  it('lists lines kept, removed and added, with the counts', () => {
    expect(diffMarkdown('# Title\nold line\nkept\n', '# Title\nnew line\nkept\nmore\n')).toEqual({
      lines: [
        { kind: 'same', text: '# Title' },
        { kind: 'removed', text: 'old line' },
        { kind: 'added', text: 'new line' },
        { kind: 'same', text: 'kept' },
        { kind: 'added', text: 'more' },
      ],
      added: 2,
      removed: 1,
    });
  });

  it('does not count the last line as changed when a line is added after it', () => {
    expect(diffMarkdown('one\ntwo', 'one\ntwo\nthree')).toMatchObject({ added: 1, removed: 0 });
  });

  it('counts nothing for identical texts, and handles empty ones', () => {
    expect(diffMarkdown('same\n', 'same\n')).toMatchObject({ added: 0, removed: 0 });
    expect(diffMarkdown('', 'one\ntwo')).toMatchObject({ added: 2, removed: 0 });
    expect(diffMarkdown('gone', '')).toMatchObject({ added: 0, removed: 1 });
  });

  it('gives up on texts too different to show, and still diffs a long text with few changes', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old ${i}`).join('\n');
    const after = Array.from({ length: 3000 }, (_, i) => `new ${i}`).join('\n');
    expect(diffMarkdown(before, after)).toBeNull();
    const few = Array.from({ length: MAX_CHANGED_LINES / 4 }, (_, i) => `new ${i}`).join('\n');
    expect(diffMarkdown(before, `${before}\n${few}`)).not.toBeNull();
  });
});
