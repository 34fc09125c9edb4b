-- A lead's address holds no control or invisible format character.
--
-- The leads table's check (`^[^@\s]+@[^@\s]+\.[^@\s]+$`) let through characters that show as
-- nothing: `ceo@bigcorp.example` followed by a zero-width space looks like the real CEO's address in
-- the inbox and the CSV (an entry of its own beside theirs), an RTL override reverses what the admin
-- reads, and a control character makes an address no mail reaches (a newsletter confirmation that
-- fails at every retry). Refused here for every client, as the forms already refuse them (zod's email
-- check; the footer's isNewsletterEmail, shared/src/validation/newsletter-email.ts).
--
-- One bracket expression: C0 and C1 controls, DEL, soft hyphen, Arabic letter mark, Mongolian vowel
-- separator, zero-width space/joiners and marks, bidirectional embeddings, overrides and isolates,
-- word joiner and invisible operators, the byte-order mark. NOT VALID: rows stored before are kept
-- (an old submission is never lost); every new or changed row is checked.

alter table public.leads
  add constraint leads_email_visible_characters check (
    email !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
  ) not valid;
