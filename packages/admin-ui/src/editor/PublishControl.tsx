import { memo } from 'react';
import { Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  adminTimeZone,
  formatRelativeToNow,
  formatWithZone,
  fromLocalInputValue,
} from '../publishing/local-time';
import { PUBLISH_MESSAGES, type PublishChoice, type PublishMode } from '../publishing/publish-choice';

/** What the saved post is, for the line above the choices. */
function storedStatus(publishedAt: string | null, now: Date): string {
  if (publishedAt === null) return 'Draft: only admins can see it.';
  const at = formatWithZone(publishedAt);
  return Date.parse(publishedAt) > now.getTime()
    ? `Scheduled for ${at}: visitors see it from then.`
    : `Published on ${at}: visitors can see it.`;
}

/** The typed schedule in words (`Visitors see it from Nov 24, 2026, 9:30 AM (Europe/Paris), in 3 days.`). */
function scheduleSummary(input: string, now: Date): string | null {
  const at = fromLocalInputValue(input);
  if (at === null || Date.parse(at) <= now.getTime()) return null;
  return PUBLISH_MESSAGES.scheduleSummary(formatWithZone(at), formatRelativeToNow(at, now));
}

function nowDescription(storedPublishedAt: string | null, now: Date): string {
  const live = storedPublishedAt !== null && Date.parse(storedPublishedAt) <= now.getTime();
  return live
    ? `Stays published, dated ${formatWithZone(storedPublishedAt)}.`
    : 'Visitors see it as soon as you save.';
}

/** Draft / Publish now / Schedule, with the time typed and shown in the admin's own time zone. */
export interface PublishControlProps {
  choice: PublishChoice;
  error: string | null;
  /** The saved post's publication time (null: never published, or a new post). */
  storedPublishedAt: string | null;
  /** Stable across renders (the control is memoised). */
  change: (next: PublishChoice) => void;
  isEditing: boolean;
}

export const PublishControl = memo(function PublishControl({
  choice,
  error,
  storedPublishedAt,
  change,
  isEditing,
}: PublishControlProps) {
  const now = new Date();
  return (
    <Stack gap="xs">
      {isEditing && (
        <Text size="sm" role="status" aria-label="Publication status">
          {storedStatus(storedPublishedAt, now)}
        </Text>
      )}
      <Radio.Group
        label="Publishing"
        value={choice.mode}
        onChange={(mode) => change({ ...choice, mode: mode as PublishMode })}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="draft"
            label={storedPublishedAt === null ? 'Draft' : 'Unpublish'}
            description="Hidden from visitors."
          />
          <Radio value="now" label="Publish now" description={nowDescription(storedPublishedAt, now)} />
          <Radio value="schedule" label="Schedule" description="Visitors see it from the time you choose." />
        </Stack>
      </Radio.Group>
      {choice.mode === 'schedule' && (
        <TextInput
          type="datetime-local"
          label={`Publish at (${adminTimeZone()} time)`}
          withAsterisk
          value={choice.scheduleInput}
          // The error replaces the summary: a time refused has nothing to summarise.
          description={error ? undefined : scheduleSummary(choice.scheduleInput, now)}
          error={error}
          onChange={(event) => change({ ...choice, scheduleInput: event.currentTarget.value })}
          maw={320}
        />
      )}
    </Stack>
  );
});
