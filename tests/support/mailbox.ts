import { mailboxReader } from '@parley/local-supabase/mailbox-reader';
import { SERVICE_ROLE_KEY } from './clients';
import { backendUrl } from './ports';

export type { MailMessage, WaitForMailOptions } from '@parley/local-supabase/mailbox-reader';

/** The end-to-end backend's local mailbox (the one reader every test uses: local-supabase's). */
export const mailbox = mailboxReader(backendUrl, SERVICE_ROLE_KEY);
