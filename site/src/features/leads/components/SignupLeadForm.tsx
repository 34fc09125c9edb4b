import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type LeadSubmission } from '@parley/shared/leads';
import { signupLeadSchema, subscribeSchema, type Plan } from '@parley/shared/validation';
import { useRef } from 'react';
import type { SignupType } from '../../../config/paths';
import { FORM_NAME_FIELD, usePostAction, type FormPostState } from '../../../lib/form-post';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { currentPage } from '../api/submit-lead';
import type { SubmissionStep } from '../hooks/use-signup-submission';
import { SIGNUP_FORM } from '../lib/lead-form-names';
import { Honeypot, honeypotFilledIn } from './Honeypot';
import { PostFailure } from './PostFailure';
import { PostRefusal } from './PostRefusal';

interface LeadField {
  name: 'name' | 'email' | 'company';
  label: string;
  autoComplete: string;
  type?: 'email';
  /** False: no asterisk although required (the subscribe form's one field). */
  withAsterisk?: false;
}

/** Each /signup form's schema and fields, in order: trial and demo ask the same three. */
export const SIGNUP_FORMS = {
  signup: {
    schema: signupLeadSchema,
    fields: [
      { name: 'name', label: 'Full Name', autoComplete: 'name' },
      { name: 'email', label: 'Work Email', type: 'email', autoComplete: 'email' },
      { name: 'company', label: 'Company Name', autoComplete: 'organization' },
    ],
  },
  subscribe: {
    schema: subscribeSchema,
    fields: [{ name: 'email', label: 'Email', type: 'email', withAsterisk: false, autoComplete: 'email' }],
  },
} as const satisfies Record<string, { schema: unknown; fields: readonly LeadField[] }>;

/** The form a /signup variant shows. */
export function signupFormOf(kind: SignupType): keyof typeof SIGNUP_FORMS {
  return kind === 'subscribe' ? 'subscribe' : 'signup';
}

interface SignupLeadFormProps {
  kind: SignupType;
  plan: Plan | null;
  submitLabel: string;
  failureTitle: string;
  step: SubmissionStep;
  /** This form as the server answered its post without JavaScript, if it did. */
  posted: FormPostState | null;
  /** `bot`: the honeypot was filled; the lead is then thanked and not stored. */
  onSubmit(lead: LeadSubmission, bot: boolean): Promise<void>;
}

/**
 * Trial and demo: Full Name, Work Email, Company Name. Before the application runs (or
 * without JavaScript) the form posts to its page, which the server answers; once hydrated, it sends
 * in place. Subscribe (/signup?type=subscribe): Email only, the same way.
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
  const { schema, fields } = SIGNUP_FORMS[signupFormOf(kind)];
  const form = useForm({
    initialValues: Object.fromEntries(
      fields.map(({ name }) => [name, posted?.values[name] ?? '']),
    ) as Partial<Record<LeadField['name'], string>>,
    initialErrors: posted?.errors,
    validate: schemaResolver(schema, { sync: true }),
    transformValues: (values) => schema.parse(values),
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
        onSubmit({ kind, plan, page: currentPage(), ...values }, honeypotFilledIn(formRef.current)),
      )}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={SIGNUP_FORM} />
      <Honeypot />
      <Stack>
        {posted?.failed && <PostFailure title={failureTitle} />}
        {posted?.limited && <PostRefusal />}
        {fields.map((field: LeadField) => (
          <TextInput
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            required
            withAsterisk={field.withAsterisk}
            autoComplete={field.autoComplete}
            disabled={busy}
            {...form.getInputProps(field.name)}
          />
        ))}
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? 'Processing...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
