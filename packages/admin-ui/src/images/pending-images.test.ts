import { describe, expect, it } from 'vitest';
import { fileOfPendingImage, pendingImageOf, pendingImageUrl, replacePendingImage } from './pending-images';

const ID = '4f1c2d3e-0000-4000-8000-00000000000a';

describe('pending images', () => {
  it('keep a file as base64 and give it back byte for byte', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    // jsdom's File has no arrayBuffer(); every browser's has.
    const file = Object.assign(new File([bytes], 'chart.png', { type: 'image/png' }), {
      arrayBuffer: async () => bytes.slice().buffer,
    });
    const kept = await pendingImageOf(file, ID);
    expect(kept).toMatchObject({ id: ID, name: 'chart.png', type: 'image/png' });
    const back = fileOfPendingImage(kept!);
    expect(back.name).toBe('chart.png');
    expect(back.type).toBe('image/png');
    const read = await new Promise<ArrayBuffer>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(back);
    });
    expect(new Uint8Array(read)).toEqual(bytes);
  });

  it('keep nothing that is not an allowed image', async () => {
    expect(await pendingImageOf(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }), ID)).toBeNull();
  });

  it('put the URL in place of every placeholder of that picture only', () => {
    const other = pendingImageUrl('other');
    const content = `![a](${pendingImageUrl(ID)}) text ![b](${other}) ![c](${pendingImageUrl(ID)})`;
    expect(replacePendingImage(content, ID, 'https://x.test/a.png')).toBe(
      `![a](https://x.test/a.png) text ![b](${other}) ![c](https://x.test/a.png)`,
    );
  });
});
