// The confirmation mail of the double opt-in; its words are in docs/messages.md ("Newsletter mails").

export const CONFIRM_SUBJECT = 'Confirm your subscription to the Parley newsletter';

export function renderConfirmMail(input: {
  confirmUrl: string;
  unsubscribeUrl: string;
  postalAddress: string;
}): { subject: string; text: string } {
  const text = [
    'Someone, hopefully you, asked to receive the Parley newsletter at this address.',
    '',
    `Confirm your subscription: ${input.confirmUrl}`,
    '',
    'The link works once and expires in 72 hours. If you did not ask for this, ignore this mail: you will receive nothing else.',
    '',
    '--',
    input.postalAddress,
    `Never mail this address again: ${input.unsubscribeUrl}`,
  ].join('\n');
  return { subject: CONFIRM_SUBJECT, text };
}
