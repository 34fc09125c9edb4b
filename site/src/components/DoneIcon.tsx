import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface DoneIconProps {
  done: boolean;
  size: ThemeIconProps['size'];
  /** The check's size, when done. */
  checkSize: number;
  /** The mark of what is not done yet. */
  pendingIcon: ReactNode;
}

/** A round mark before a milestone or task: a green check when done, else a grey `pendingIcon`. */
export function DoneIcon({ done, size, checkSize, pendingIcon }: DoneIconProps) {
  return (
    <ThemeIcon size={size} radius="xl" color={done ? 'green' : 'gray'} variant={done ? 'filled' : 'light'}>
      {done ? <IconCheck size={checkSize} aria-hidden /> : pendingIcon}
    </ThemeIcon>
  );
}
