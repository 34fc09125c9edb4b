import { Alert, Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactFormProps {
  /** Stores the request; reject to show an error and keep what the visitor typed. */
  onSubmit: (values: ContactFormValues) => Promise<void>;
  /** Shown after a successful submit. */
  successMessage?: string;
}

const initialValues: ContactFormValues = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/**
 * The support contact form (First Name, Last Name, Email, Subject, Message). Shared by /support and
 * /contact; the caller decides where the request goes.
 */
export function ContactForm({
  onSubmit,
  successMessage = 'Thanks! Your request has been sent. We will reply within 24 hours.',
}: ContactFormProps) {
  const [state, setState] = useState<'idle' | 'submitting' | 'success' | 'error'>('idle');
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues,
    validate: {
      firstName: isNotEmpty('First name is required.'),
      lastName: isNotEmpty('Last name is required.'),
      email: isEmail('Please enter a valid email address.'),
      subject: isNotEmpty('Subject is required.'),
      message: isNotEmpty('Message is required.'),
    },
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setState('submitting');
    try {
      await onSubmit(values);
      form.reset();
      setState('success');
    } catch {
      setState('error');
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Contact support">
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First Name"
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last Name"
            withAsterisk
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput label="Subject" withAsterisk {...form.getInputProps('subject')} />
        <Textarea label="Message" withAsterisk rows={5} {...form.getInputProps('message')} />
        <Button type="submit" loading={state === 'submitting'} style={{ alignSelf: 'flex-start' }}>
          Submit Request
        </Button>
      </Stack>
    </form>
  );
}
