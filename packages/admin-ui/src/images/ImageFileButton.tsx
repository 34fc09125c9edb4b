import { useRef } from 'react';
import { Button, FileButton, type ButtonProps } from '@mantine/core';
import { IMAGE_TYPES } from '@parley/shared/images';

const ACCEPT = IMAGE_TYPES.join(',');

/**
 * A button that opens the file picker for an image; the hidden file input carries the same
 * accessible name. The picker is reset after each choice, so the same file can be chosen again.
 */
export function ImageFileButton({
  label,
  onFile,
  ...buttonProps
}: { label: string; onFile: (file: File) => void } & ButtonProps) {
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      resetRef={reset}
      accept={ACCEPT}
      inputProps={{ 'aria-label': label }}
      onChange={(file) => {
        reset.current?.();
        if (file) onFile(file);
      }}
    >
      {(props) => (
        <Button variant="default" size="xs" {...buttonProps} {...props}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}
