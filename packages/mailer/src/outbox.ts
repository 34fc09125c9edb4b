import type { Json } from '@parley/shared/supabase';
import { createSupabaseClient, type ParleySupabaseClient } from '@parley/shared/node';

/** A claimed outbox row: what one mail needs (newsletter_claim). */
export interface OutboxRow {
  id: number;
  kind: 'confirm' | 'post' | 'test';
  email: string;
  attempts: number;
  created_at: string;
  confirm_token: string | null;
  unsubscribe_token: string | null;
  send_id: string | null;
  subject: string | null;
  post_snapshot: Json | null;
}

/** The worker functions of the database (service role only; migration 20251128100000_newsletter.sql). */
export class Outbox {
  private readonly client: ParleySupabaseClient;

  constructor(supabaseUrl: string, serviceRoleKey: string) {
    this.client = createSupabaseClient({ url: supabaseUrl, anonKey: serviceRoleKey });
  }

  async claim(worker: string, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
    const { data, error } = await this.client.rpc('newsletter_claim', {
      p_worker: worker,
      p_limit: limit,
      p_lease_seconds: leaseSeconds,
    });
    if (error) throw new Error(`newsletter_claim: ${error.message}`);
    return data as OutboxRow[];
  }

  async markSent(id: number, messageId: string): Promise<void> {
    const { error } = await this.client.rpc('newsletter_mark_sent', {
      p_outbox_id: id,
      p_message_id: messageId,
    });
    if (error) throw new Error(`newsletter_mark_sent: ${error.message}`);
  }

  async markFailed(id: number, reason: string, permanent: boolean): Promise<void> {
    const { error } = await this.client.rpc('newsletter_mark_failed', {
      p_outbox_id: id,
      p_error: reason,
      p_permanent: permanent,
    });
    if (error) throw new Error(`newsletter_mark_failed: ${error.message}`);
  }

  async reportSender(from: string, postalAddress: string, siteUrl: string): Promise<void> {
    const { error } = await this.client.rpc('newsletter_report_sender', {
      p_from: from,
      p_postal_address: postalAddress,
      p_site_url: siteUrl,
    });
    if (error) throw new Error(`newsletter_report_sender: ${error.message}`);
  }
}
