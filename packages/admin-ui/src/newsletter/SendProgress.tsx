import { Group, Progress, Text } from '@mantine/core';
import type { NewsletterSend } from '@parley/shared/newsletter';
import { isRunning } from '../api/newsletter';
import { NEWSLETTER_MESSAGES as M } from '../messages';

/** "Sent 1,200 of 5,000" for a send, with a bar; the figures are the database's, so a reload shows the same. */
export function SendProgress({ send }: { send: NewsletterSend }) {
  const total = send.recipients ?? 0;
  const done = send.sent + send.failed + send.suppressed;
  return (
    <Group gap="sm">
      <Progress
        w={200}
        value={total > 0 ? (100 * done) / total : 100}
        animated={isRunning(send)}
        aria-label={M.progress(send.sent, total)}
      />
      <Text size="sm" role="status" aria-live="polite">
        {M.progress(send.sent, total)}
      </Text>
    </Group>
  );
}
