import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { subscribeSchema, type LeadSubmission, type Plan, type SubscribeInput } from '@parley/shared';
import { currentPage } from '../api/submit-lead';
import type { SubmissionStep } from '../hooks/use-signup-submission';

interface SubscribeFormProps {
  plan: Plan | null;
  submitLabel: string;
  step: SubmissionStep;
  onSubmit(lead: LeadSubmission): Promise<void>;
}

/** /signup?type=subscribe: Email only (spec §2, §5). */
export function SubscribeForm({ plan, submitLabel, step, onSubmit }: SubscribeFormProps) {
  const form = useForm<SubscribeInput>({
    initialValues: { email: '' },
    validate: schemaResolver(subscribeSchema, { sync: true }),
    transformValues: (values) => subscribeSchema.parse(values),
  });
  const busy = step === 'submitting';

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit({ kind: 'subscribe', plan, page: currentPage(), ...values }),
      )}
    >
      <Stack>
        <TextInput
          label="Email"
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
