import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { signupLeadSchema, type LeadSubmission, type Plan, type SignupLead } from '@parley/shared';
import { useRef } from 'react';
import { FORM_NAME_FIELD, usePostAction, type FormPostState } from '../../../lib/form-post';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { currentPage } from '../api/submit-lead';
import type { SubmissionStep } from '../hooks/use-signup-submission';
import { SIGNUP_FORM } from '../lib/lead-form-names';
import { PostFailure } from './PostFailure';

interface SignupLeadFormProps {
  kind: 'trial' | 'demo';
  plan: Plan | null;
  submitLabel: string;
  failureTitle: string;
  step: SubmissionStep;
  /** This form as the server answered its post without JavaScript, if it did. */
  posted: FormPostState | null;
  onSubmit(lead: LeadSubmission): Promise<void>;
}

/**
 * Trial and demo: Full Name, Work Email, Company Name. Before the application runs (or
 * without JavaScript) the form posts to its page, which the server answers; once hydrated, it sends
 * in place.
 */
export function SignupLeadForm({
  kind,
  plan,
  submitLabel,
  failureTitle,
  step,
  posted,
  onSubmit,
}: SignupLeadFormProps) {
  const form = useForm<SignupLead>({
    initialValues: {
      name: posted?.values.name ?? '',
      email: posted?.values.email ?? '',
      company: posted?.values.company ?? '',
    },
    initialErrors: posted?.errors,
    validate: schemaResolver(signupLeadSchema, { sync: true }),
    transformValues: (values) => signupLeadSchema.parse(values),
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, form);
  const action = usePostAction();
  const busy = step === 'submitting';

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={form.onSubmit((values) => onSubmit({ kind, plan, page: currentPage(), ...values }))}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={SIGNUP_FORM} />
      <Stack>
        {posted?.failed && <PostFailure title={failureTitle} />}
        <TextInput
          label="Full Name"
          name="name"
          required
          autoComplete="name"
          disabled={busy}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Work Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          disabled={busy}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Company Name"
          name="company"
          required
          autoComplete="organization"
          disabled={busy}
          {...form.getInputProps('company')}
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? 'Processing...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
