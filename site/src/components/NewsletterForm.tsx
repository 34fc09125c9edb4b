import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { isNewsletterEmail, MESSAGES, submitLead } from '@parley/shared';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadSupabase } from '../lib/supabase';

/**
 * The newsletter form (footer and blog): non-empty with an @, stored as a `newsletter` lead. While
 * submitting, the input and the button are disabled; on success the form becomes a thank-you.
 */
export function NewsletterForm({ label = 'Email address' }: { label?: string }) {
  const location = useLocation();
  const [state, setState] = useState<'idle' | 'submitting' | 'subscribed'>('idle');
  const form = useForm({
    initialValues: { email: '' },
    // The rule of `newsletterSchema`, without zod: this form is on every public page.
    validate: { email: (value) => (isNewsletterEmail(value) ? null : MESSAGES.invalidEmail) },
  });

  const subscribe = form.onSubmit(async ({ email }) => {
    setState('submitting');
    try {
      await submitLead(await loadSupabase(), {
        kind: 'newsletter',
        email: email.trim(),
        page: location.pathname,
      });
      setState('subscribed');
    } catch {
      notifications.show({
        color: 'red',
        title: 'Failed to subscribe',
        message: 'Please try again or contact support.',
      });
      setState('idle');
    }
  });

  if (state === 'subscribed') {
    return (
      <Text role="status" fw={600}>
        Thanks for subscribing!
      </Text>
    );
  }
  const busy = state === 'submitting';
  return (
    <form onSubmit={subscribe} noValidate aria-label="Newsletter">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={label}
          placeholder="you@company.com"
          type="email"
          disabled={busy}
          style={{ flex: 1 }}
          {...form.getInputProps('email')}
        />
        <Button type="submit" disabled={busy} loading={busy}>
          Subscribe
        </Button>
      </Group>
    </form>
  );
}
