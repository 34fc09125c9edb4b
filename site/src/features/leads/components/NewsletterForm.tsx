import { Button, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isTooManyLeads, submitLead } from '@parley/shared/leads';
import { isNewsletterEmail, MESSAGES } from '@parley/shared/validation';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useRouterState } from '@parley/router';
import { FORM_NAME_FIELD, useFormPost, usePostAction } from '../../../lib/form-post';
import { NEWSLETTER_FORM } from '../lib/lead-form-names';
import { NEWSLETTER_CHECK_INBOX } from '../lib/newsletter-thanks';
import { isAnsweredWithQuery } from '../lib/routes-answered-with-query';
import { loadSupabase } from '../../../lib/supabase';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { Honeypot, honeypotFilledIn } from './Honeypot';
import { PostRefusal } from './PostRefusal';

const FAILURE = { title: 'Failed to subscribe', message: 'Please try again or contact support.' };

interface NewsletterFormProps {
  label?: string;
  /** The name it posts in its hidden field: the blog's box has its own (lead-form-names.ts). */
  name?: string;
}

/**
 * The newsletter form (footer and blog): non-empty with an @, stored as a `newsletter` lead. While
 * submitting, the input and the button are disabled; on success the form becomes a thank-you.
 * Until the application runs (or without JavaScript) it posts to its page, which the server answers
 * with the thank-you or the message.
 */
export function NewsletterForm({ label = 'Email address', name = NEWSLETTER_FORM }: NewsletterFormProps) {
  const location = useLocation();
  const posted = useFormPost(name);
  const [state, setState] = useState<'idle' | 'submitting' | 'subscribed'>(
    posted?.sent ? 'subscribed' : 'idle',
  );
  // One field: its value and message in plain state rather than @mantine/form, whose code (about
  // 6 KB gzip) every public page would download for this footer form.
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [error, setError] = useState<string | undefined>(posted?.errors.email);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, {
    getValues: () => ({ email }),
    setValues: (values: { email?: string }) => setEmail(values.email ?? email),
  });
  // Answered on its page without the query (a playground run, a search): it reads none. Except where
  // the query is the page's variant (/signup?type=demo): there the answer keeps it, and so does this.
  const route = useRouterState().match?.chain.at(-1)?.path ?? '*';
  const action = usePostAction({ withQuery: isAnsweredWithQuery(route) });

  const subscribe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The rule of `newsletterSchema`, without zod: this form is on every public page.
    if (!isNewsletterEmail(email)) {
      setError(MESSAGES.invalidEmail);
      return;
    }
    setState('submitting');
    try {
      // A filled honeypot (a bot) is thanked like a person, and nothing is stored.
      if (!honeypotFilledIn(formRef.current)) {
        await submitLead(await loadSupabase(), {
          kind: 'newsletter',
          email: email.trim(),
          page: location.pathname,
        });
      }
      setState('subscribed');
    } catch (error) {
      const limited = isTooManyLeads(error);
      notifications.show({
        color: 'red',
        title: FAILURE.title,
        message: limited ? MESSAGES.tooManySubmissions : FAILURE.message,
      });
      setState('idle');
    }
  };

  if (state === 'subscribed') {
    return (
      <div role="status">
        <Text fw={600}>Thanks for subscribing!</Text>
        <Text size="sm">{NEWSLETTER_CHECK_INBOX}</Text>
      </div>
    );
  }
  const busy = state === 'submitting';
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={(event) => void subscribe(event)}
      noValidate
      aria-label="Newsletter"
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={name} />
      <Honeypot />
      {posted?.limited && (
        <div style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
          <PostRefusal />
        </div>
      )}
      {posted?.failed && (
        <Text c="red" role="alert" size="sm" mb="xs">
          {FAILURE.title}. {FAILURE.message}
        </Text>
      )}
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={label}
          name="email"
          placeholder="you@company.com"
          type="email"
          disabled={busy}
          style={{ flex: 1 }}
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(undefined); // a changed address is judged again on the next submit
          }}
        />
        <Button type="submit" disabled={busy} loading={busy}>
          Subscribe
        </Button>
      </Group>
    </form>
  );
}
