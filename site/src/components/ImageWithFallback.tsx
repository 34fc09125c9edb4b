import { Center, Stack, Text, type CenterProps } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ImgHTMLAttributes, ReactNode } from 'react';
import { useImageFailure } from './use-image-failure';

interface Props extends ImgHTMLAttributes<HTMLImageElement> {
  alt: string;
  /** Text under the placeholder icon when the image cannot be loaded. */
  fallbackLabel?: string;
  /** The placeholder's icon. */
  fallbackIcon?: ReactNode;
  /** The placeholder's box: its size, background and corners. */
  placeholder?: Pick<CenterProps, 'h' | 'mih' | 'bg' | 'style'>;
  /** The label hidden from assistive technology too (the box's `aria-label` says what is missing). */
  hideLabel?: boolean;
}

const PLACEHOLDER: Props['placeholder'] = { bg: 'gray.1', h: '100%', mih: 160, style: { borderRadius: 8 } };

/** An illustration that turns into an icon placeholder when it fails to load. */
export function ImageWithFallback({
  fallbackLabel = 'Illustration unavailable',
  fallbackIcon = <IconPhoto size={40} stroke={1.5} aria-hidden />,
  placeholder = PLACEHOLDER,
  hideLabel,
  ...image
}: Props) {
  const { failed, ref, onError } = useImageFailure();
  if (failed) {
    return (
      <Center role="img" aria-label={image.alt} {...placeholder}>
        <Stack align="center" gap={4}>
          {fallbackIcon}
          <Text size="sm" c="dimmed" aria-hidden={hideLabel}>
            {fallbackLabel}
          </Text>
        </Stack>
      </Center>
    );
  }
  return <img {...image} ref={ref} onError={onError} />;
}
