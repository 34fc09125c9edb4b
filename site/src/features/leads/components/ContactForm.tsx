import { Alert, Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { isTooManyLeads } from '@parley/shared/leads';
import { contactSchema, MESSAGES } from '@parley/shared/validation';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { FORM_NAME_FIELD, useFormPost, usePostAction } from '../../../lib/form-post';
import type { ContactFormValues } from '../lib/contact-lead';
import { CONTACT_FORM } from '../lib/lead-form-names';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { Honeypot, honeypotFilledIn } from './Honeypot';

export interface ContactFormProps {
  /** Stores the request; reject to show an error and keep what the visitor typed. */
  onSubmit: (values: ContactFormValues) => Promise<void>;
  /** Shown after a successful submit. */
  successMessage?: string;
}

const initialValues: ContactFormValues = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/**
 * The support contact form (First Name, Last Name, Email, Subject, Message). Shared by /support and
 * /contact; the caller decides where the request goes. Until the application runs (or without
 * JavaScript) it posts to its page, and the site server stores it the same way (contactSchema, a
 * `contact` lead) and answers with the success message, or the messages and the values kept.
 */
export function ContactForm({
  onSubmit,
  successMessage = 'Thanks! Your request has been sent. We will reply within 24 hours.',
}: ContactFormProps) {
  const posted = useFormPost(CONTACT_FORM);
  const [state, setState] = useState<'idle' | 'submitting' | 'success' | 'error' | 'limited'>(() => {
    if (posted?.sent) return 'success';
    if (posted?.limited) return 'limited';
    return posted?.failed ? 'error' : 'idle';
  });
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    // A sent request clears the form, as it does when sent in place.
    initialValues: posted && !posted.sent ? { ...initialValues, ...posted.values } : initialValues,
    initialErrors: posted?.errors,
    validate: schemaResolver(contactSchema, { sync: true }),
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, form);
  // Answered on its page without the query (a playground run, a search): it reads none.
  const action = usePostAction({ withQuery: false });

  const handleSubmit = form.onSubmit(async (values) => {
    setState('submitting');
    try {
      // A filled honeypot (a bot) is thanked like a person, and nothing is stored.
      if (!honeypotFilledIn(formRef.current)) await onSubmit(values);
      form.reset();
      setState('success');
    } catch (error) {
      setState(isTooManyLeads(error) ? 'limited' : 'error');
    }
  });

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={handleSubmit}
      noValidate
      aria-label="Contact support"
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={CONTACT_FORM} />
      <Honeypot />
      <Stack gap="md">
        {state === 'success' && (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status" title="Request sent">
            {successMessage}
          </Alert>
        )}
        {state === 'error' && (
          <Alert color="red" role="alert" title="Could not send your request">
            Something went wrong. Please try again in a moment.
          </Alert>
        )}
        {state === 'limited' && (
          <Alert color="red" role="alert" title="Could not send your request">
            {MESSAGES.tooManySubmissions}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First Name"
            withAsterisk
            autoComplete="given-name"
            name="firstName"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last Name"
            withAsterisk
            autoComplete="family-name"
            name="lastName"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          autoComplete="email"
          name="email"
          {...form.getInputProps('email')}
        />
        <TextInput label="Subject" withAsterisk name="subject" {...form.getInputProps('subject')} />
        <Textarea label="Message" withAsterisk rows={5} name="message" {...form.getInputProps('message')} />
        <Button type="submit" loading={state === 'submitting'} style={{ alignSelf: 'flex-start' }}>
          Submit Request
        </Button>
      </Stack>
    </form>
  );
}
