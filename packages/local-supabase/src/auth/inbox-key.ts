/**
 * The inbox an address reaches, as the per-address mail caps count it (`spendMailAsk`): one attacker
 * must not multiply a victim's mails by spelling the victim's address many ways.
 *
 * - NFKC first, so fullwidth and compatibility forms (`ｖｉｃｔｉｍ＋１＠…`) read as their plain letters;
 * - trimmed and lower-cased (mail providers ignore the case of the local part in practice);
 * - a `+tag` dropped from the local part on every domain: sub-addressing (RFC 5233) is on by default
 *   at Gmail, Outlook.com, iCloud, Fastmail, Proton and Postfix's common `recipient_delimiter = +`,
 *   so `victim+1@…`, `victim+2@…` land in `victim@…`'s inbox; a domain without it loses nothing but
 *   shares one cap between its `+` addresses, which are rare;
 * - on `gmail.com` (and its alias `googlemail.com`) the dots of the local part dropped too: Gmail
 *   delivers `v.i.c.t.i.m@` to `victim@`;
 * - the domain's trailing (root) dots dropped (`gmail.com.` is the same host, mail servers strip it)
 *   and the local part's quotes and backslashes (`"victim"@` is `victim@`, RFC 5321 4.1.2): both pass
 *   `isValidEmail`, and counted apart each multiplied the variants above again. A quoted local part
 *   whose quotes did matter is folded with another rarely, and only shares a cap.
 *
 * Only the caps' key folds: the account lookup keeps GoTrue's rule (the lower-cased address), so
 * `victim+1@…` is still an account of its own.
 */
export function inboxKey(email: string): string {
  const folded = email.normalize('NFKC').trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  if (at < 0) return folded;
  let local = folded.slice(0, at).replaceAll('"', '').replaceAll('\\', '');
  let domain = folded.slice(at + 1);
  let end = domain.length;
  while (end > 0 && domain[end - 1] === '.') end -= 1;
  domain = domain.slice(0, end);
  const plus = local.indexOf('+');
  // A local part that is all tag (`+news@…`) keeps it: there is no inbox name to fold it into.
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
