import { Stack, Text } from '@mantine/core';
import type { AclMessage } from '@parley/negotiation';
import { Fragment } from 'react';
import { formatAmount } from './money';
import { transcriptLines, type TermText } from './transcript';
import classes from './Transcript.module.css';

function Term({ term }: { term: TermText | undefined }) {
  if (!term) return null;
  // <mark>: the term differs from the offer before (the legend above the list says so).
  return term.changed ? <mark>{term.text}</mark> : <>{term.text}</>;
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
          const term = (issue: TermText['issue']) => (
            <Term term={line.terms.find((t) => t.issue === issue)} />
          );
          const accept = message.performative === 'accept-proposal';
          return (
            <li key={message.reply_with} className={classes.message}>
              <div className={classes.line}>
                <p className={classes.sentence}>
                  <span className={classes.who}>{line.who}</span> {line.lead}
                  {line.terms.length > 0 && (
                    <Fragment>
                      {' '}
                      {term('quantity')} at {term('price')}, {term('delivery')}, {term('payment')}
                      {line.total !== undefined && <>: {formatAmount(line.total)}</>}
                    </Fragment>
                  )}
                </p>
                <span className={classes.round}>Round {message.round}</span>
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
