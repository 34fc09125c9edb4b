import { Center, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ImgHTMLAttributes } from 'react';
import { useImageFailure } from './use-image-failure';

interface Props extends ImgHTMLAttributes<HTMLImageElement> {
  alt: string;
  /** Text under the placeholder icon when the image cannot be loaded. */
  fallbackLabel?: string;
}

/** An illustration that turns into an icon placeholder when it fails to load, never a broken image. */
export function ImageWithFallback({ fallbackLabel = 'Illustration unavailable', alt, ...image }: Props) {
  const { failed, ref, onError } = useImageFailure();
  if (failed) {
    return (
      <Center role="img" aria-label={alt} bg="gray.1" h="100%" mih={160} style={{ borderRadius: 8 }}>
        <Stack align="center" gap={4}>
          <IconPhoto size={40} stroke={1.5} aria-hidden />
          <Text size="sm" c="dimmed">
            {fallbackLabel}
          </Text>
        </Stack>
      </Center>
    );
  }
  return <img {...image} alt={alt} ref={ref} onError={onError} />;
}
