import { Group, Progress, Text } from '@mantine/core';
import type { NewsletterSend } from '@parley/shared/newsletter';
import { isRunning } from '../api/newsletter';
import { NEWSLETTER_MESSAGES as M } from '../messages';

/**
 * "Sent 1,200 of 5,000" for a send, with a bar; the figures are the database's, so a reload shows the
 * same. A send cut short by its post's deletion or unpublishing says so: "…, 3,800 cancelled: the
 * post was unpublished".
 */
export function SendProgress({ send }: { send: NewsletterSend }) {
  const total = send.recipients ?? 0;
  const done = send.sent + send.failed + send.suppressed + send.cancelled;
  const text =
    send.cancelled > 0
      ? M.progressCancelled(send.sent, total, send.cancelled, send.cancelled_reason ?? 'unpublished')
      : M.progress(send.sent, total);
  return (
    <Group gap="sm">
      <Progress
        w={200}
        value={total > 0 ? (100 * done) / total : 100}
        animated={isRunning(send)}
        aria-label={text}
      />
      <Text size="sm" role="status" aria-live="polite">
        {text}
      </Text>
    </Group>
  );
}
