import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { uploadPostImage } from '@parley/shared/images';
import { useAdminHost, type PendingImage } from '../host/AdminHost';
import { IMAGE_UI_MESSAGES } from '../images/image-ui-messages';
import { fileOfPendingImage, replacePendingImage } from '../images/pending-images';
import { storageErrorMessage } from '../images/upload-error-message';

/** How often pictures waiting for the backend are tried again. */
export const PENDING_IMAGE_RETRY_MS = 5_000;

export interface PendingImagesOptions {
  postId: string;
  /** Pictures a recovered draft was still waiting with. */
  restored?: PendingImage[];
  getContent: () => string;
  setContent: (content: string) => void;
}

/**
 * Pictures pasted while the backend could not be reached: kept (and autosaved with the draft) and
 * tried again every few seconds; once one is stored, its `pending-image:{id}` in the text becomes
 * its URL. A picture the server refuses (not a backend outage) is dropped with the reason.
 */
export function usePendingImages({ postId, restored, getContent, setContent }: PendingImagesOptions) {
  const { supabase, notify } = useAdminHost();
  const [images, setImages] = useState<PendingImage[]>(restored ?? []);
  const add = useCallback((image: PendingImage) => setImages((list) => [...list, image]), []);
  const drop = (id: string) => setImages((list) => list.filter((image) => image.id !== id));

  const uploaded = useEffectEvent((id: string, url: string) => {
    setContent(replacePendingImage(getContent(), id, url));
    drop(id);
  });
  const refused = useEffectEvent((id: string, message: string) => {
    notify({ kind: 'error', message });
    drop(id);
  });

  useEffect(() => {
    if (images.length === 0) return;
    let stopped = false;
    const attempt = async () => {
      for (const image of images) {
        try {
          const stored = await uploadPostImage(supabase, {
            postId,
            file: fileOfPendingImage(image),
            fileName: image.name,
          });
          if (!stopped) uploaded(image.id, stored.url);
        } catch (error) {
          const message = storageErrorMessage(error);
          if (message === IMAGE_UI_MESSAGES.unreachable) return; // still away: next round
          if (!stopped) refused(image.id, message);
        }
      }
    };
    const timer = setInterval(() => void attempt(), PENDING_IMAGE_RETRY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [images, supabase, postId]);

  return { images, add };
}
