/**
 * The honeypot: a field every lead form carries that a person never sees or fills (visually hidden,
 * out of the tab order, hidden from screen readers, its label saying to leave it empty). Bots that
 * fill every field fill it too: such a form is answered with the normal thank-you, and nothing is
 * stored. The name is no word a browser's autofill recognises (name, email, url, website, phone,
 * address…), so autofill never fills it for a person.
 */
export const HONEYPOT_FIELD = 'parley_hp_x7';

/** Whether a form's honeypot was filled: the sender is not a person. */
export const isHoneypotFilled = (value: FormDataEntryValue | string | null | undefined): boolean =>
  typeof value === 'string' && value !== '';
