import { isImageType } from '@parley/shared/images';
import type { PendingImage } from '../host/AdminHost';

/** The markdown URL of a picture waiting for the backend (the renderer shows its alt text meanwhile). */
export function pendingImageUrl(id: string): string {
  return `pending-image:${id}`;
}

/** `content` with every `pending-image:{id}` replaced by the uploaded picture's URL. */
export function replacePendingImage(content: string, id: string, url: string): string {
  return content.split(pendingImageUrl(id)).join(url);
}

/** Keeps a file as a pending image (its bytes as base64), or null when its type is not an image's. */
export async function pendingImageOf(file: File, id: string): Promise<PendingImage | null> {
  if (!isImageType(file.type)) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with millions of arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { id, name: file.name, type: file.type, data: btoa(binary) };
}

/** The pending image as a File again, to upload. */
export function fileOfPendingImage(image: PendingImage): File {
  const bytes = Uint8Array.from(atob(image.data), (character) => character.charCodeAt(0));
  return new File([bytes], image.name, { type: image.type });
}
