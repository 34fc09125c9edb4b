import type { Plan } from '@parley/shared';
import type { SignupType } from '../../../config/paths';
import { useSignupSubmission } from '../hooks/use-signup-submission';
import { SIGNUP_VARIANTS } from '../lib/signup-variants';
import { SignupLeadForm } from './SignupLeadForm';
import { SubscribeForm } from './SubscribeForm';
import { ThankYouPanel } from './ThankYouPanel';

interface SignupLeadPanelProps {
  type: SignupType;
  plan: Plan | null;
}

/** The /signup card body: the variant's form, then its thank-you panel. */
export function SignupLeadPanel({ type, plan }: SignupLeadPanelProps) {
  const variant = SIGNUP_VARIANTS[type];
  const { step, submit } = useSignupSubmission(variant.failureTitle);

  if (step === 'submitted') return <ThankYouPanel title={variant.thanksTitle} text={variant.thanksText} />;
  if (type === 'subscribe') {
    return <SubscribeForm plan={plan} submitLabel={variant.submit} step={step} onSubmit={submit} />;
  }
  return (
    <SignupLeadForm kind={type} plan={plan} submitLabel={variant.submit} step={step} onSubmit={submit} />
  );
}
