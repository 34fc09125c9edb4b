import { describe, expect, it } from 'vitest';
import { blogAuthorPath, blogPostPath, blogPreviewPath, blogTagFeedPath, blogTagPath } from './blog-paths';

describe('blog paths', () => {
  it('builds each address with its slug as one encoded segment', () => {
    expect(blogPostPath('my-post')).toBe('/blog/my-post');
    expect(blogPostPath('a/b?c#d')).toBe('/blog/a%2Fb%3Fc%23d');
    expect(blogPostPath('')).toBe('/blog/');
    expect(blogTagPath('café')).toBe('/blog/tag/caf%C3%A9');
    expect(blogTagFeedPath('x y')).toBe('/blog/tag/x%20y/rss.xml');
    expect(blogPreviewPath('../admin')).toBe('/blog/preview/..%2Fadmin');
  });

  it('names an author page past the first with ?page=N, the first without', () => {
    expect(blogAuthorPath('ann')).toBe('/blog/author/ann');
    expect(blogAuthorPath('ann', 1)).toBe('/blog/author/ann');
    expect(blogAuthorPath('ann', 3)).toBe('/blog/author/ann?page=3');
  });
});
