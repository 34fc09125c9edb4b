import { Text } from '@mantine/core';
import { FAILURE_TEXT } from '../lib/signup-variants';

/** Said in the form when the server could not store a lead posted without JavaScript. */
export function PostFailure({ title }: { title: string }) {
  return (
    <Text c="red" role="alert" size="sm">
      {title}. {FAILURE_TEXT}
    </Text>
  );
}
