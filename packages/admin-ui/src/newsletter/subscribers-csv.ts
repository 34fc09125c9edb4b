import { forEachNewsletterSubscribersPage, type NewsletterSubscribersQuery } from '@parley/shared/newsletter';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import { csvLine } from '@parley/shared/text';

export const SUBSCRIBER_CSV_COLUMNS = [
  'email',
  'status',
  'created_at',
  'confirmed_at',
  'unsubscribed_at',
] as const;

/**
 * Every subscription of the filter as CSV, read through the database's page function 200 rows at a
 * time (`onProgress` after each page). Addresses are typed by visitors: the cells go through the
 * same formula-defusing as the leads export (`csvLine`).
 */
export async function subscribersCsv(
  client: ParleySupabaseClient,
  filter: Pick<NewsletterSubscribersQuery, 'status' | 'search'>,
  onProgress: (exported: number, total: number) => void = () => undefined,
): Promise<{ csv: string; rows: number }> {
  let csv = csvLine(SUBSCRIBER_CSV_COLUMNS);
  let rows = 0;
  await forEachNewsletterSubscribersPage(client, filter, (page, total) => {
    for (const subscriber of page) csv += csvLine(SUBSCRIBER_CSV_COLUMNS.map((column) => subscriber[column]));
    rows += page.length;
    onProgress(rows, total);
  });
  return { csv, rows };
}

/** Hands the text to the browser as a file download (Electron asks where to save it). Call from an event. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
