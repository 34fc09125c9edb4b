import { describe, expect, it } from 'vitest';
import { altFromFileName, imageMarkdown, insertText } from './image-markdown';

const URL = 'http://127.0.0.1:54321/storage/v1/object/public/post-images/p/abc-photo.png';

describe('imageMarkdown', () => {
  it('writes an image with its alt text and URL', () => {
    expect(imageMarkdown('A chart', URL)).toBe(`![A chart](${URL})`);
  });

  it('escapes brackets and backslashes so the alt text cannot end the image or start a link', () => {
    expect(imageMarkdown('a](javascript:alert(1)) [x\\', URL)).toBe(
      `![a\\](javascript:alert(1)) \\[x\\\\](${URL})`,
    );
  });

  it('keeps the alt text on one line', () => {
    expect(imageMarkdown('two\n\nlines  here ', URL)).toBe(`![two lines here](${URL})`);
  });

  it('encodes what would end the URL early', () => {
    expect(imageMarkdown('x', 'https://a.test/a b>(c)')).toBe('![x](https://a.test/a%20b%3E%28c%29)');
  });
});

describe('insertText', () => {
  it('inserts at the cursor', () => {
    expect(insertText('Hello world', '!', 5)).toBe('Hello! world');
  });

  it('replaces the selection', () => {
    expect(insertText('Hello world', 'there', 6, 11)).toBe('Hello there');
  });

  it('clamps positions outside the text', () => {
    expect(insertText('abc', 'X', 10)).toBe('abcX');
    expect(insertText('abc', 'X', -3)).toBe('Xabc');
  });
});

describe('altFromFileName', () => {
  it('turns the file name into words', () => {
    expect(altFromFileName('team-photo_2024.final.png')).toBe('team photo 2024 final');
  });

  it('drops folders and copes with names without an extension', () => {
    expect(altFromFileName('C:\\fakepath\\chart')).toBe('chart');
    expect(altFromFileName('.png')).toBe('');
  });

  it('is at most 200 characters', () => {
    expect(altFromFileName(`${'a'.repeat(500)}.png`)).toHaveLength(200);
  });
});
