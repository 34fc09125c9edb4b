/**
 * The footer newsletter's rule, deliberately lenient: after trimming, not empty and
 * containing an at sign. A plain function, not only a zod schema, because the form sits in the footer
 * of every public page and zod's schemas cost more to build there than the rule is worth; the
 * `newsletterSchema` uses this same function, so the rule lives here once.
 */
export function isNewsletterEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.includes('@');
}
