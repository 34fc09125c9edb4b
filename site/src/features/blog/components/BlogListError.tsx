import { Alert } from '@mantine/core';

export const BLOG_LIST_ERROR = 'Error loading blog posts. Please try again later.';

/** The error state of the list (docs/messages.md#blog). */
export function BlogListError() {
  return (
    <Alert color="red" variant="light" role="alert">
      {BLOG_LIST_ERROR}
    </Alert>
  );
}
