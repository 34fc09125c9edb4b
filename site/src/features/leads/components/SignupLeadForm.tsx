import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { signupLeadSchema, type LeadSubmission, type Plan, type SignupLead } from '@parley/shared';
import { currentPage } from '../api/submit-lead';
import type { SubmissionStep } from '../hooks/use-signup-submission';

interface SignupLeadFormProps {
  kind: 'trial' | 'demo';
  plan: Plan | null;
  submitLabel: string;
  step: SubmissionStep;
  onSubmit(lead: LeadSubmission): Promise<void>;
}

/** Trial and demo: Full Name, Work Email, Company Name (spec §2, §5). */
export function SignupLeadForm({ kind, plan, submitLabel, step, onSubmit }: SignupLeadFormProps) {
  const form = useForm<SignupLead>({
    initialValues: { name: '', email: '', company: '' },
    validate: schemaResolver(signupLeadSchema, { sync: true }),
    transformValues: (values) => signupLeadSchema.parse(values),
  });
  const busy = step === 'submitting';

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => onSubmit({ kind, plan, page: currentPage(), ...values }))}
    >
      <Stack>
        <TextInput
          label="Full Name"
          required
          autoComplete="name"
          disabled={busy}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Work Email"
          type="email"
          required
          autoComplete="email"
          disabled={busy}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Company Name"
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
