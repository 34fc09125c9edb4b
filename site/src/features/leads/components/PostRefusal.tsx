import { Text } from '@mantine/core';
import { MESSAGES } from '@parley/shared/validation';

/** Said in a lead form sent too often from one connection (the server's 429, or the database's). */
export function PostRefusal() {
  return (
    <Text c="red" role="alert" size="sm">
      {MESSAGES.tooManySubmissions}
    </Text>
  );
}
