import { describe, expect, it } from 'vitest';
import { formatBytes, imageFileName, postsUsingImage } from './image-usage';

const URL = 'http://api.test/storage/v1/object/public/post-images/p1/0123456789abcdef-chart.png';
const post = (id: string, content: string, cover_image: string | null = null) => ({
  id,
  title: `Post ${id}`,
  content,
  cover_image,
});

describe('postsUsingImage', () => {
  it('finds the posts whose markdown or cover holds the URL', () => {
    const posts = [
      post('a', `Intro\n\n![Chart](${URL})`),
      post('b', 'No pictures', URL),
      post('c', 'Other', 'https://elsewhere.test/x.png'),
    ];
    expect(postsUsingImage(posts, URL).map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('is empty when no post uses it', () => {
    expect(postsUsingImage([post('a', 'text')], URL)).toEqual([]);
  });
});

describe('formatBytes', () => {
  it('picks the unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});

describe('imageFileName', () => {
  it('drops the folder', () => {
    expect(imageFileName('p1/0123-chart.png')).toBe('0123-chart.png');
    expect(imageFileName('chart.png')).toBe('chart.png');
  });
});
