import { notifications } from '@mantine/notifications';
import { isTooManyLeads, type LeadSubmission } from '@parley/shared/leads';
import { MESSAGES } from '@parley/shared/validation';
import { useEffect, useState } from 'react';
import { useNavigate } from '@parley/router';
import { paths } from '../../../config/paths';
import { storeLead } from '../api/submit-lead';
import { FAILURE_TEXT, REDIRECT_DELAY_MS } from '../lib/signup-variants';

export type SubmissionStep = 'idle' | 'submitting' | 'submitted';

/**
 * The /signup form's states: idle → submitting → submitted, then home after 3 seconds;
 * a failure toasts and returns to idle. A page answering a post without JavaScript starts submitted
 * when the server stored the lead.
 */
export function useSignupSubmission(failureTitle: string, initialStep: SubmissionStep = 'idle') {
  const [step, setStep] = useState<SubmissionStep>(initialStep);
  const navigate = useNavigate();

  useEffect(() => {
    if (step !== 'submitted') return;
    const timer = window.setTimeout(() => void navigate(paths.home), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [step, navigate]);

  /** `bot`: the honeypot was filled: thanked like a person, nothing stored. */
  const submit = async (lead: LeadSubmission, bot = false) => {
    setStep('submitting');
    try {
      if (!bot) await storeLead(lead);
      setStep('submitted');
    } catch (error) {
      console.error(error);
      const message = isTooManyLeads(error) ? MESSAGES.tooManySubmissions : FAILURE_TEXT;
      notifications.show({ color: 'red', title: failureTitle, message });
      setStep('idle');
    }
  };

  return { step, submit };
}
