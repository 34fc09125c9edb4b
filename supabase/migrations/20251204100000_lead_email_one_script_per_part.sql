-- A lead's address does not mix Latin letters with Cyrillic or Greek ones within one part.
--
-- `cеo@bigcorp.example` (a Cyrillic `е`), `ceo@bіgcorp.example` (a Cyrillic `і`) or `ceο@…` (a Greek
-- omicron) read as the real CEO's address in the inbox and the CSV: an entry of its own posing
-- beside theirs, whose replies and newsletter mails go to someone else's domain. No real address needs
-- the mix: one written in Cyrillic or Greek is so throughout a part (`иван@пример.рф`), and Latin
-- letters with accents stay Latin (`müller@bücher.example`). Refused here for every client; zod's
-- email check (the lead forms) takes ASCII only, and the footer's isNewsletterEmail refuses the same
-- mix (shared/src/text/mixed-scripts.ts, the same ranges).
--
-- A part is the local part or a label of the domain: the text between `@` and `.` signs. The pattern
-- is a letter of one script, then anything but `@` or `.`, then a letter of the other, either way
-- round; Postgres runs it as an automaton (no backtracking), linear in the address (254 characters at
-- most). Latin: A-Z, a-z and U+00C0-U+024F; Cyrillic U+0400-U+052F; Greek U+0370-U+03FF and
-- U+1F00-U+1FFF. NOT VALID: rows stored before are kept (an old submission is never lost); every new
-- or changed row is checked.

alter table public.leads
  add constraint leads_email_one_script_per_part check (
    email !~ '[A-Za-z\u00c0-\u024f][^@.]*[\u0370-\u03ff\u0400-\u052f\u1f00-\u1fff]|[\u0370-\u03ff\u0400-\u052f\u1f00-\u1fff][^@.]*[A-Za-z\u00c0-\u024f]'
  ) not valid;
