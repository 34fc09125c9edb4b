import { describe, expect, it } from 'vitest';
import { formatBytes, imageFileName } from './image-usage';

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
