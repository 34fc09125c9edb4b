import { Stack, Text } from '@mantine/core';
import type { AclMessage, Issue } from '@parley/negotiation';
import { formatAmount } from './money';
import { transcriptLines, type TranscriptLine } from './transcript';
import classes from './Transcript.module.css';

/**
 * A line's words after the speaker: its lead and its terms, each changed term in a <mark> (the legend
 * above the list says so). Neighbouring plain words are joined into one string: React separates
 * adjacent text with a `<!-- -->` comment in the server's HTML, a dozen per message otherwise.
 */
function sentenceParts(line: TranscriptLine): (string | { mark: string })[] {
  const parts: (string | { mark: string })[] = [];
  const add = (text: string) => {
    const last = parts.length - 1;
    if (typeof parts[last] === 'string') parts[last] += text;
    else parts.push(text);
  };
  add(` ${line.lead}`);
  if (line.terms.length === 0) return parts;
  const term = (issue: Issue) => {
    const found = line.terms.find((t) => t.issue === issue);
    if (!found) return;
    if (found.changed) parts.push({ mark: found.text });
    else add(found.text);
  };
  add(' ');
  term('quantity');
  add(' at ');
  term('price');
  add(', ');
  term('delivery');
  add(', ');
  term('payment');
  if (line.total !== undefined) add(`: ${formatAmount(line.total)}`);
  return parts;
}

/**
 * The messages shown so far as sentences a buyer reads, each offer's changes highlighted, and the
 * FIPA-ACL message behind each sentence in a native <details> toggle (it works before hydration).
 * Each message is plain elements styled by a CSS module, not Mantine components: a run has up to
 * hundreds of them, rendered on the server for every new address (Transcript.module.css).
 */
export function Transcript({
  messages,
  label = 'Messages',
}: {
  messages: readonly AclMessage[];
  /** The list's accessible name (two transcripts on the page: the run's and the visitor's game). */
  label?: string;
}) {
  const lines = transcriptLines(messages);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Highlighted: <mark>what changed</mark> since the previous offer.
      </Text>
      <ol aria-label={label} className={classes.list}>
        {messages.map((message, index) => {
          const line = lines[index]!;
          const accept = message.performative === 'accept-proposal';
          return (
            <li key={message.reply_with} className={classes.message}>
              <div className={classes.line}>
                <p className={classes.sentence}>
                  <span className={classes.who}>{line.who}</span>
                  {sentenceParts(line).map((part, at) =>
                    typeof part === 'string' ? part : <mark key={at}>{part.mark}</mark>,
                  )}
                </p>
                <span className={classes.round}>{`Round ${message.round}`}</span>
              </div>
              <details>
                <summary className={classes.summary}>
                  <span>FIPA-ACL message</span>{' '}
                  <span
                    className={accept ? `${classes.performative} ${classes.accept}` : classes.performative}
                  >
                    {message.performative}
                  </span>
                </summary>
                <pre className={classes.acl}>{JSON.stringify(message, null, 2)}</pre>
              </details>
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}
