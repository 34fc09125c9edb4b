import type { Locator, Page } from '@playwright/test';

// Pictures for the post-images tests, made by the browser itself: a canvas encoded as a real PNG, so
// the repository holds no binary files and every run's picture is new (a random colour).

export interface TestPicture {
  name: string;
  width: number;
  height: number;
  /** Base64 of the PNG's bytes. */
  base64: string;
}

/** A real PNG of `width` × `height` pixels in a random colour, encoded by Chromium's canvas. */
export async function canvasPng(
  page: Page,
  name: string,
  width: number,
  height: number,
): Promise<TestPicture> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 70% 50%)`;
      context.fillRect(0, 0, width, height);
      context.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 70% 30%)`;
      context.fillRect(0, 0, Math.ceil(width / 2), Math.ceil(height / 2));
      const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { width, height },
  );
  return { name, width, height, base64 };
}

/** For `setInputFiles`. */
export function asUpload(picture: TestPicture) {
  return { name: picture.name, mimeType: 'image/png', buffer: Buffer.from(picture.base64, 'base64') };
}

export type FileSpec =
  | { kind: 'picture'; picture: TestPicture }
  /** `size` zero bytes declared as `type`: what the browser checks before sending. */
  | { kind: 'blank'; name: string; type: string; size: number }
  | { kind: 'text'; name: string; type: string; text: string };

/** Pastes (or drops) a file onto `target`, as a person pasting a copied picture or dropping a file. */
export async function pasteFile(
  target: Locator,
  file: FileSpec,
  how: 'paste' | 'drop' = 'paste',
): Promise<void> {
  await target.evaluate(
    (element, { file, how }) => {
      let made: File;
      if (file.kind === 'picture') {
        const bytes = Uint8Array.from(atob(file.picture.base64), (c) => c.charCodeAt(0));
        made = new File([bytes], file.picture.name, { type: 'image/png' });
      } else if (file.kind === 'blank') {
        made = new File([new Uint8Array(file.size)], file.name, { type: file.type });
      } else {
        made = new File([file.text], file.name, { type: file.type });
      }
      const data = new DataTransfer();
      data.items.add(made);
      const event =
        how === 'paste'
          ? new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
          : new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
      element.dispatchEvent(event);
    },
    { file, how },
  );
}

/** Whether an <img> has loaded a real picture (not a broken image). */
export function isLoaded(image: Locator): Promise<boolean> {
  return image.evaluate(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
  );
}
