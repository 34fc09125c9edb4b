import { describe, expect, it } from 'vitest';
import { summarizeChange } from './revision-summary';

describe('summarizeChange', () => {
  it('names the fields and counts the content’s lines', () => {
    expect(summarizeChange(['title', 'content'], { added: 3, removed: 1 })).toBe(
      'Changed title and content (3 lines added, 1 removed)',
    );
    expect(summarizeChange(['content'], { added: 1, removed: 0 })).toBe(
      'Changed content (1 line added, 0 removed)',
    );
    expect(summarizeChange(['slug', 'cover_image', 'published_at'], null)).toBe(
      'Changed slug, cover image and publication',
    );
    expect(summarizeChange(['content'], null)).toBe('Changed content (too many lines to count)');
    expect(summarizeChange([], null)).toBe('No change to the text');
  });
});
