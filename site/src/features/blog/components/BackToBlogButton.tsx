import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@parley/router';
import { paths } from '../../../config/paths';

/** The way back from an article (or from its not-found state) to the list. */
export function BackToBlogButton(props: ButtonProps) {
  return (
    <Button component={Link} to={paths.blog} leftSection={<IconArrowLeft size={16} aria-hidden />} {...props}>
      Back to Blog
    </Button>
  );
}
