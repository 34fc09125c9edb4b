import type { MailMessage } from './mailbox';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Everything shown comes from user input (addresses, names in links): escape it all. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

/** Only web links become clickable, so a crafted message cannot smuggle a javascript: URL. */
function linkHtml(link: string): string {
  const safe = /^https?:\/\//i.test(link);
  return safe ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(link);
}

function messageHtml(m: MailMessage): string {
  const links = m.links.map((l) => `<li>${linkHtml(l)}</li>`).join('');
  return `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>
  <pre>${escapeHtml(m.text)}</pre>
  ${links ? `<ul>${links}</ul>` : ''}
</article>`;
}

/** The mailbox as a page a person opens in the browser, newest message first. */
export function mailboxPage(messages: MailMessage[]): string {
  const body = messages.length ? messages.map(messageHtml).join('\n') : '<p>No mail yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Local mailbox</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
  article { border: 1px solid #ccc; border-radius: 6px; padding: 0 1rem 1rem; margin-bottom: 1rem; }
  .meta { color: #555; }
  pre { white-space: pre-wrap; word-break: break-all; }
</style>
</head>
<body>
<h1>Local mailbox</h1>
<p>Mail the local backend would have sent. Nothing leaves this machine.</p>
${body}
</body>
</html>`;
}
