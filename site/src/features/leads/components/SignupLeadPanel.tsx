import type { Plan } from '@parley/shared/validation';
import { useFormPost } from '../../../lib/form-post';
import type { SignupType } from '../../../config/paths';
import { useSignupSubmission } from '../hooks/use-signup-submission';
import { SIGNUP_FORM } from '../lib/lead-form-names';
import { SIGNUP_VARIANTS } from '../lib/signup-variants';
import { SignupLeadForm, signupFormOf } from './SignupLeadForm';
import { ThankYouPanel } from './ThankYouPanel';

interface SignupLeadPanelProps {
  type: SignupType;
  plan: Plan | null;
}

/**
 * The /signup card body: the variant's form, then its thank-you panel. A form posted without
 * JavaScript comes back from the server already sent (the thank-you), or with its values and messages.
 */
export function SignupLeadPanel({ type, plan }: SignupLeadPanelProps) {
  const variant = SIGNUP_VARIANTS[type];
  const posted = useFormPost(SIGNUP_FORM);
  const { step, submit } = useSignupSubmission(variant.failureTitle, posted?.sent ? 'submitted' : 'idle');

  if (step === 'submitted') return <ThankYouPanel title={variant.thanksTitle} text={variant.thanksText} />;
  // Keyed by its fields: a switch between trial and subscribe starts a new form, one between trial and
  // demo keeps what was typed.
  return (
    <SignupLeadForm
      key={signupFormOf(type)}
      kind={type}
      plan={plan}
      submitLabel={variant.submit}
      failureTitle={variant.failureTitle}
      step={step}
      posted={posted}
      onSubmit={submit}
    />
  );
}
