import type { Database, Json } from '@parley/shared/supabase';
import { RpcClient } from './rpc-client';

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

type Functions = Database['public']['Functions'];

/**
 * The worker functions of the database (service role only; migration 20251128100000_newsletter.sql),
 * called over PostgREST by `RpcClient` (not supabase-js: a call a mail, and undici's fetch cost the
 * worker three to four times the CPU of node:http a call).
 */
export class Outbox {
  private readonly rpc: RpcClient;

  constructor(supabaseUrl: string, serviceRoleKey: string) {
    this.rpc = new RpcClient(supabaseUrl, serviceRoleKey);
  }

  async claim(worker: string, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
    const args: Functions['newsletter_claim']['Args'] = {
      p_worker: worker,
      p_limit: limit,
      p_lease_seconds: leaseSeconds,
    };
    const rows = await this.rpc.call<unknown>('newsletter_claim', args);
    if (!Array.isArray(rows)) throw new Error('newsletter_claim: the answer is not a list of rows');
    return rows as OutboxRow[];
  }

  async markSent(id: number, messageId: string): Promise<void> {
    const args: Functions['newsletter_mark_sent']['Args'] = { p_outbox_id: id, p_message_id: messageId };
    await this.rpc.call('newsletter_mark_sent', args);
  }

  async markFailed(id: number, reason: string, permanent: boolean): Promise<void> {
    const args: Functions['newsletter_mark_failed']['Args'] = {
      p_outbox_id: id,
      p_error: reason,
      p_permanent: permanent,
    };
    await this.rpc.call('newsletter_mark_failed', args);
  }

  async reportSender(from: string, postalAddress: string, siteUrl: string): Promise<void> {
    const args: Functions['newsletter_report_sender']['Args'] = {
      p_from: from,
      p_postal_address: postalAddress,
      p_site_url: siteUrl,
    };
    await this.rpc.call('newsletter_report_sender', args);
  }

  /** Closes the kept connection to the database. */
  close(): void {
    this.rpc.close();
  }
}
