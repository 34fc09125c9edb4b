import { useCallback, useState } from 'react';

/**
 * Whether an image failed to load. A server-rendered `<img>` may fail before hydration attaches
 * `onError`, so a mounted image that has already finished is checked too (`decode()` rejects for a
 * broken image, and resolves for any image that loaded, with or without intrinsic size).
 */
export function useImageFailure() {
  const [failed, setFailed] = useState(false);
  const ref = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.getAttribute('src')) image.decode().catch(() => setFailed(true));
  }, []);
  const onError = useCallback(() => setFailed(true), []);
  return { failed, ref, onError };
}
