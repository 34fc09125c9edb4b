import { describe, expect, it } from 'vitest';
import { topHeadingDepth } from './markdown-elements';

describe('topHeadingDepth', () => {
  it('is 1 for a post without headings', () => {
    expect(topHeadingDepth('Just a paragraph.\n\nAnother one.')).toBe(1);
  });

  it('finds the highest ATX heading', () => {
    expect(topHeadingDepth('Intro\n\n### Deep\n\n## Higher\n\n#### Deeper')).toBe(2);
    expect(topHeadingDepth('   # Indented up to three spaces')).toBe(1);
  });

  it('ignores hashes that are not headings: inside fences, without a space, indented four spaces', () => {
    expect(topHeadingDepth('## Real\n\n```\n# not a heading\n```\n\n#hashtag\n\n    # code')).toBe(2);
    expect(topHeadingDepth('~~~~\n# inside\n~~~\n# still inside\n~~~~\n\n### After')).toBe(3);
  });

  it('counts setext headings: === is 1, --- under a paragraph line is 2', () => {
    expect(topHeadingDepth('### Small\n\nTitle\n=====')).toBe(1);
    expect(topHeadingDepth('### Small\n\nTitle\n---')).toBe(2);
  });

  it('does not take a thematic break after a blank line or a list item for a heading', () => {
    expect(topHeadingDepth('### Small\n\n---\n\n- item\n---')).toBe(3);
  });
});
