import { Center, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useImageFailure } from './use-image-failure';

interface IllustrationWithFallbackProps {
  src: string;
  alt: string;
  height?: number;
}

/**
 * An illustration that turns into a labelled placeholder when the image fails to load.
 * The shell's ImageWithFallback did not exist when these pages were written; this is the pages' own.
 */
export function IllustrationWithFallback({ src, alt, height = 240 }: IllustrationWithFallbackProps) {
  const { failed, ref, onError } = useImageFailure();
  if (failed)
    return (
      <Center
        role="img"
        aria-label={alt}
        h={height}
        bg="var(--mantine-color-gray-light)"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Stack align="center" gap={4}>
          <IconPhotoOff size={40} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed" aria-hidden>
            Illustration unavailable
          </Text>
        </Stack>
      </Center>
    );
  return (
    <img
      src={src}
      alt={alt}
      ref={ref}
      onError={onError}
      loading="lazy"
      style={{
        display: 'block',
        width: '100%',
        height,
        objectFit: 'cover',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    />
  );
}
