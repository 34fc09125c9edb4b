/** The attribute naming the image to show when an `<img>`'s own source fails (set by PostCover). */
const FALLBACK_SRC_ATTRIBUTE = 'data-fallback-src';

/**
 * Shows the fallback of every server-rendered image whose source fails, from the moment the entry
 * runs, without waiting for the application: hydration comes seconds later on a slow phone, and
 * until then a failed cover (an external host down, a photo deleted) would show as a broken image.
 * Mantine's Image (its `onError`) takes over once hydrated; React leaves the swapped `src` as it is.
 */
export function showFallbacksOfFailedImages(root: ParentNode): void {
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_SRC_ATTRIBUTE}]`)) {
    const fallback = image.getAttribute(FALLBACK_SRC_ATTRIBUTE);
    if (!fallback) continue;
    const useFallback = () => {
      if (image.getAttribute('src') !== fallback) image.setAttribute('src', fallback);
    };
    // `decode()` rejects for a broken image that has finished; one still loading reports an error.
    if (image.complete) image.decode().catch(useFallback);
    else image.addEventListener('error', useFallback, { once: true });
  }
}
