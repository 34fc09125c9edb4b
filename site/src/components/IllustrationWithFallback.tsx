import { IconPhotoOff } from '@tabler/icons-react';
import { ImageWithFallback } from './ImageWithFallback';

interface IllustrationWithFallbackProps {
  src: string;
  alt: string;
  height?: number;
}

const RADIUS = 'var(--mantine-radius-md)';

/**
 * A page's illustration (full width, cropped to `height`, rounded, loaded as it scrolls into view) that
 * turns into a labelled placeholder of the same size when the image fails to load.
 */
export function IllustrationWithFallback({ src, alt, height = 240 }: IllustrationWithFallbackProps) {
  return (
    <ImageWithFallback
      src={src}
      alt={alt}
      loading="lazy"
      style={{ display: 'block', width: '100%', height, objectFit: 'cover', borderRadius: RADIUS }}
      fallbackIcon={<IconPhotoOff size={40} aria-hidden color="var(--mantine-color-dimmed)" />}
      placeholder={{ h: height, bg: 'var(--mantine-color-gray-light)', style: { borderRadius: RADIUS } }}
      hideLabel
    />
  );
}
