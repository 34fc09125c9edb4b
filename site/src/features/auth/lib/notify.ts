import { notifications } from '@mantine/notifications';

/** The server's message when it sent one, else that action's fallback (docs/messages.md#auth). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

type Tone = 'success' | 'failure';

/** A toast: one line, or a title with a description under it. */
export function notify(tone: Tone, text: string, description?: string): void {
  notifications.show({
    color: tone === 'success' ? 'green' : 'red',
    title: description ? text : undefined,
    message: description ?? text,
  });
}
