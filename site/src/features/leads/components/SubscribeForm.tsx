import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { subscribeSchema, type LeadSubmission, type Plan, type SubscribeInput } from '@parley/shared';
import { useRef } from 'react';
import { FORM_NAME_FIELD, usePostAction, type FormPostState } from '../../../lib/form-post';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { currentPage } from '../api/submit-lead';
import type { SubmissionStep } from '../hooks/use-signup-submission';
import { SIGNUP_FORM } from '../lib/lead-form-names';
import { PostFailure } from './PostFailure';

interface SubscribeFormProps {
  plan: Plan | null;
  submitLabel: string;
  failureTitle: string;
  step: SubmissionStep;
  /** This form as the server answered its post without JavaScript, if it did. */
  posted: FormPostState | null;
  onSubmit(lead: LeadSubmission): Promise<void>;
}

/** /signup?type=subscribe: Email only. Posts to its page until the app runs. */
export function SubscribeForm({
  plan,
  submitLabel,
  failureTitle,
  step,
  posted,
  onSubmit,
}: SubscribeFormProps) {
  const form = useForm<SubscribeInput>({
    initialValues: { email: posted?.values.email ?? '' },
    initialErrors: posted?.errors,
    validate: schemaResolver(subscribeSchema, { sync: true }),
    transformValues: (values) => subscribeSchema.parse(values),
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
      onSubmit={form.onSubmit((values) =>
        onSubmit({ kind: 'subscribe', plan, page: currentPage(), ...values }),
      )}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={SIGNUP_FORM} />
      <Stack>
        {posted?.failed && <PostFailure title={failureTitle} />}
        <TextInput
          label="Email"
          name="email"
          type="email"
          required
          withAsterisk={false}
          autoComplete="email"
          disabled={busy}
          {...form.getInputProps('email')}
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? 'Processing...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
