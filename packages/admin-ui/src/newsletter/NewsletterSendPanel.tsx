import { memo, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNewsletterSends } from '../api/newsletter';
import type { PostFormValues } from '../editor/post-form-values';
import { useAdminHost } from '../host/AdminHost';
import { NEWSLETTER_MESSAGES as M } from '../messages';
import { SendHistory } from './SendHistory';
import { SendNewsletterModal, type SendMode } from './SendNewsletterModal';
import { SendProgress } from './SendProgress';

export interface NewsletterSendPanelProps {
  postId: string;
  /** The saved post's values: the database mails what is stored, so the preview shows that. */
  stored: PostFormValues;
  /** The form has unsaved edits: sending waits for a save. */
  dirty: boolean;
}

type Publication = 'published' | 'draft' | 'scheduled';

function publicationOf(publishedAt: string | null, now: number): Publication {
  if (publishedAt === null) return 'draft';
  return Date.parse(publishedAt) > now ? 'scheduled' : 'published';
}

/**
 * The editor's newsletter part for a saved post: "Email to subscribers" (published), "Publish and
 * email" (draft), or, once the post went out, the separate "Send again"; the latest send's progress
 * and every send's figures.
 */
export const NewsletterSendPanel = memo(function NewsletterSendPanel({
  postId,
  stored,
  dirty,
}: NewsletterSendPanelProps) {
  const { paths } = useAdminHost();
  const post = useMemo(
    () => ({
      title: stored.title,
      slug: stored.slug,
      excerpt: stored.excerpt,
      content: stored.content,
      cover_image: stored.cover_image || null,
      published_at: stored.published_at,
    }),
    [stored],
  );
  const sends = useNewsletterSends(postId);
  const [open, setOpen] = useState<{ mode: SendMode; fallbackSiteUrl: string } | null>(null);

  const mailed = sends.data?.filter((send) => send.kind !== 'test') ?? [];
  const latest = mailed[0];
  const publication = publicationOf(post.published_at, Date.now());
  const mode: SendMode = latest ? 'resend' : publication === 'draft' ? 'publish' : 'send';
  const label =
    mode === 'resend' ? M.sendAgainButton : mode === 'publish' ? M.publishAndEmailButton : M.emailButton;
  const blocked = dirty ? M.saveFirst : publication === 'scheduled' ? M.scheduled : null;

  const openModal = () => {
    // In a click, never during render: the admin's own site is where links point until a worker reports one.
    const fallbackSiteUrl = new URL(paths.publicPost(post.slug), window.location.href).origin;
    setOpen({ mode, fallbackSiteUrl });
  };

  return (
    <Stack gap="xs" component="section" aria-label={M.heading}>
      <Title order={2} size="h4">
        {M.heading}
      </Title>
      {sends.isError && <Alert color="red">{M.loadFailed}</Alert>}
      {latest && <SendProgress send={latest} />}
      <Group gap="sm">
        <Button
          variant={mode === 'resend' ? 'light' : 'filled'}
          color={mode === 'resend' ? 'orange' : undefined}
          onClick={openModal}
          disabled={!sends.isSuccess || blocked !== null || open !== null}
        >
          {label}
        </Button>
        {blocked && (
          <Text size="sm" c="dimmed">
            {blocked}
          </Text>
        )}
      </Group>
      {sends.data && sends.data.length > 0 && <SendHistory sends={sends.data} />}
      {open && (
        <SendNewsletterModal
          opened
          onClose={() => setOpen(null)}
          postId={postId}
          mode={open.mode}
          post={post}
          fallbackSiteUrl={open.fallbackSiteUrl}
        />
      )}
    </Stack>
  );
});
