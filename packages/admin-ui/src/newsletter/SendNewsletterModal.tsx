import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Code, Group, Loader, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import type { NewsletterEmailPost } from '@parley/article/email';
import {
  NewsletterAlreadySentError,
  NewsletterPostNotPublishedError,
  NewsletterSendRunningError,
} from '@parley/shared/newsletter';
import {
  useMyAddress,
  useNewsletterCounts,
  useNewsletterSender,
  useSendNewsletter,
  useSendTestMail,
} from '../api/newsletter';
import { useAdminHost } from '../host/AdminHost';
import { NEWSLETTER_MESSAGES as M } from '../messages';
import { previewEmail } from './email-preview';

/** `send`: a published post's first send; `publish`: a draft, published then sent; `resend`: the explicit second send. */
export type SendMode = 'send' | 'publish' | 'resend';

export interface SendNewsletterModalProps {
  opened: boolean;
  onClose: () => void;
  postId: string;
  mode: SendMode;
  /** The saved post (what the database will snapshot). */
  post: NewsletterEmailPost;
  /** The site to resolve links against when no mail worker reported one (the admin's own origin). */
  fallbackSiteUrl: string;
}

type Step = 'preview' | 'confirm' | 'already-sent';

/**
 * Before a send: the mail's preview (HTML in a sandboxed frame, and the plain text), the confirmed
 * recipients, the sender, a test to the admin's own address; then a confirmation naming the number
 * of recipients. The send button is disabled while its call runs and a ref guards the same tick, so
 * a double click sends once; the database refuses a second send anyway (newsletter_already_sent),
 * which leads to the explicit "Send again".
 */
export function SendNewsletterModal(props: SendNewsletterModalProps) {
  const title = props.mode === 'resend' ? M.resendTitle : M.modalTitle;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} size="xl">
      {props.opened && <SendSteps {...props} />}
    </Modal>
  );
}

function SendSteps({ onClose, postId, mode: initialMode, post, fallbackSiteUrl }: SendNewsletterModalProps) {
  const { notify } = useAdminHost();
  const [step, setStep] = useState<Step>('preview');
  const [mode, setMode] = useState(initialMode);
  const [problem, setProblem] = useState<string | null>(null);
  const counts = useNewsletterCounts();
  const sender = useNewsletterSender();
  const myAddress = useMyAddress();
  const send = useSendNewsletter(postId);
  const test = useSendTestMail(postId);
  const sending = useRef(false);
  // As `sending`, for the test: the mutation's isPending reaches the render only after a double
  // click's second click, which sent a second test mail.
  const sendingTest = useRef(false);

  const email = useMemo(
    () => (sender.isSuccess ? previewEmail(post, sender.data, fallbackSiteUrl) : null),
    [post, sender.isSuccess, sender.data, fallbackSiteUrl],
  );

  if (counts.isError || sender.isError) return <Alert color="red">{M.loadFailed}</Alert>;
  if (!counts.isSuccess || !sender.isSuccess || !email) return <Loader size="sm" aria-label={M.modalTitle} />;
  const confirmed = counts.data.confirmed;

  const sendTest = () => {
    if (sendingTest.current || test.isPending || !myAddress.data) return;
    sendingTest.current = true;
    const address = myAddress.data;
    test.mutate(undefined, {
      onSuccess: () => notify({ kind: 'success', message: M.testQueued(address) }),
      onError: () => notify({ kind: 'error', message: M.testFailed }),
      onSettled: () => {
        sendingTest.current = false;
      },
    });
  };

  const confirmSend = async () => {
    if (sending.current) return;
    sending.current = true;
    setProblem(null);
    try {
      await send.mutateAsync({ publish: mode === 'publish', resend: mode === 'resend' });
      notify({ kind: 'success', message: M.queued(confirmed) });
      onClose();
    } catch (error) {
      if (error instanceof NewsletterAlreadySentError) setStep('already-sent');
      else if (error instanceof NewsletterPostNotPublishedError) setProblem(M.notPublished);
      else if (error instanceof NewsletterSendRunningError) setProblem(M.sendRunning);
      else setProblem(M.sendFailed);
    } finally {
      sending.current = false;
    }
  };

  if (step === 'already-sent') {
    return (
      <Stack>
        <Alert color="yellow" role="alert">
          {M.alreadySent}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button
            color="orange"
            onClick={() => {
              setMode('resend');
              setStep('confirm');
            }}
          >
            {M.sendAgainButton}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (step === 'confirm') {
    const question =
      mode === 'resend'
        ? M.confirmResend(post.title, confirmed)
        : mode === 'publish'
          ? M.confirmPublishAndSend(post.title, confirmed)
          : M.confirmSend(post.title, confirmed);
    return (
      <Stack>
        <Text>{question}</Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setStep('preview')} disabled={send.isPending}>
            {M.back}
          </Button>
          <Button
            color={mode === 'resend' ? 'orange' : undefined}
            onClick={() => void confirmSend()}
            loading={send.isPending}
            disabled={send.isPending || confirmed === 0}
          >
            {M.sendButton(confirmed)}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack>
      <Text size="sm">
        <strong>{email.subject}</strong>
      </Text>
      <Tabs defaultValue="html" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">{M.htmlTab}</Tabs.Tab>
          <Tabs.Tab value="text">{M.textTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="xs">
          {/* sandbox="": no script, no form, no navigation of this page: the mail is only looked at. */}
          <iframe
            title={M.previewFrame}
            sandbox=""
            srcDoc={email.html}
            style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-default-border)' }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="xs">
          <ScrollArea h={420}>
            <Code block>{email.text}</Code>
          </ScrollArea>
        </Tabs.Panel>
      </Tabs>
      <Text role="status">{M.recipients(confirmed)}</Text>
      <Text size="sm" c="dimmed">
        {sender.data ? M.from(sender.data.from) : M.noWorker}
      </Text>
      <Group justify="space-between">
        <Button
          variant="light"
          // The second click of a double click (detail 2) is not a second test: a fast answer can
          // end the first before it arrives.
          onClick={(event) => event.detail < 2 && sendTest()}
          loading={test.isPending}
          disabled={!myAddress.data || test.isPending}
        >
          {M.sendTest(myAddress.data ?? '…')}
        </Button>
        <Group>
          <Button variant="default" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button onClick={() => setStep('confirm')} disabled={confirmed === 0}>
            {M.continue}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
