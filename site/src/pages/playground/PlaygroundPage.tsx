import { Container, List, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PageHeading } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { isHydrating } from '../../lib/hydration';
import {
  loadPlaygroundBody,
  PLAYGROUND_LOADING,
  playgroundBodyAsked,
  whenInteractedOrIdle,
} from './load-body';

// The body (forms, run, game, several suppliers, matrix, tournament) and with it the engine and zod:
// at once when the page is rendered in the browser (a navigation)…
const PlaygroundBodyNow = lazy(loadPlaygroundBody);
// …and, hydrating the server's HTML, only once asked (idle or the visitor's first interaction): until
// then React keeps the server's HTML of it as it is, and native forms and links work as without scripts.
const PlaygroundBodyOnDemand = lazy(() => playgroundBodyAsked.then(loadPlaygroundBody));

/**
 * /playground: its heading, then the body. Hydrating the page does not load the engine: the route's
 * chunk holds only this frame, so the page hydrates fast; the body's chunk comes after (load-body.ts)
 * and hydrates the server's HTML of it without computing the run again.
 */
export default function PlaygroundPage() {
  const [fromServer] = useState(isHydrating);
  const frame = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  const ready = useRef<() => void>(() => undefined);
  const onReady = useCallback(() => ready.current(), []);

  useEffect(() => {
    if (!fromServer || !frame.current) return;
    const held = whenInteractedOrIdle(frame.current, setPending);
    ready.current = held.ready;
    return held.stop;
  }, [fromServer]);

  // The same element at every render: the page's own updates (the pending note) never reach the
  // body's boundary, which React keeps as the server's HTML until its chunk has arrived.
  const body = useMemo(() => {
    const Body = fromServer ? PlaygroundBodyOnDemand : PlaygroundBodyNow;
    return (
      <Suspense fallback={<Text role="status">{PLAYGROUND_LOADING}</Text>}>
        <Body fromServer={fromServer} onReady={onReady} />
      </Suspense>
    );
  }, [fromServer, onReady]);

  return (
    <Container size="xl" py="xl">
      <PageMeta route="playground" />
      <Stack gap="xl">
        <PageHeading
          title="Negotiation Playground"
          subtitle="Set a deal, give each agent its limits, priorities and strategy, and watch them negotiate: alternating offers until one accepts or the deadline passes. Each agent only knows its own limits."
          subtitleMaw={760}
        >
          <List size="sm" mt="sm" maw={760}>
            <List.Item>
              Reservation price: the worst price an agent accepts; it never goes beyond it.
            </List.Item>
            <List.Item>
              Boulware holds firm until near the deadline, Conceder gives ground early, Linear at a steady
              pace; Tit-for-tat mirrors the other side; Adaptive concedes at a steady pace while the other
              side concedes, and holds firm against one that does not.
            </List.Item>
            <List.Item>
              The Nash bargaining point is the deal that maximises the product of both sides&apos; utilities:
              the closer, the fairer and more efficient the deal.
            </List.Item>
          </List>
        </PageHeading>
        {pending && (
          <Text role="status" aria-live="polite">
            {PLAYGROUND_LOADING}
          </Text>
        )}
        <div ref={frame}>{body}</div>
      </Stack>
    </Container>
  );
}
