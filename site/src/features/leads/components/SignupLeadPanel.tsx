import type { Plan } from '@parley/shared';
import { useFormPost } from '../../../lib/form-post';
import type { SignupType } from '../../../config/paths';
import { useSignupSubmission } from '../hooks/use-signup-submission';
import { SIGNUP_FORM } from '../lib/lead-form-names';
import { SIGNUP_VARIANTS } from '../lib/signup-variants';
import { SignupLeadForm } from './SignupLeadForm';
import { SubscribeForm } from './SubscribeForm';
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
  const props = {
    plan,
    submitLabel: variant.submit,
    failureTitle: variant.failureTitle,
    step,
    posted,
    onSubmit: submit,
  };
  if (type === 'subscribe') return <SubscribeForm {...props} />;
  return <SignupLeadForm kind={type} {...props} />;
}
