import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { type NewPreviewLink } from '@parley/shared/authors';
import { formatLongDate } from '@parley/shared/dates';
import { AUTHOR_MESSAGES } from '../../authors/author-messages';
import { useCreatePreview, usePreviewLinks, useRevokePreview } from '../../authors/use-authors';
import { useAdminHost } from '../../host/AdminHost';

export interface SharePreviewProps {
  postId: string;
  /** Whether the post is stored as a draft or scheduled (a published post needs no preview). */
  shareable: boolean;
}

/**
 * "Share preview" on a stored draft or scheduled post: makes a link (valid 7 days, shown once, the
 * database keeps only its hash), lists the live links with their expiry, and revokes them.
 */
export function SharePreview({ postId, shareable }: SharePreviewProps) {
  const { paths, notify } = useAdminHost();
  const links = usePreviewLinks(postId, shareable);
  const create = useCreatePreview(postId);
  const revoke = useRevokePreview(postId);
  const [made, setMade] = useState<NewPreviewLink | null>(null);
  if (!paths.previewPost) return null;
  const addressOf = paths.previewPost;

  const share = () =>
    create.mutate(undefined, {
      onSuccess: setMade,
      onError: () => notify({ kind: 'error', message: AUTHOR_MESSAGES.shareFailed }),
    });
  const revokeLink = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => {
        if (made?.id === id) setMade(null);
        notify({ kind: 'success', message: AUTHOR_MESSAGES.shareRevoked });
      },
      onError: () => notify({ kind: 'error', message: AUTHOR_MESSAGES.shareRevokeFailed }),
    });

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {AUTHOR_MESSAGES.shareHeading}
      </Title>
      {!shareable ? (
        <Text size="sm" c="dimmed">
          {AUTHOR_MESSAGES.shareOnlyUnpublished}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {AUTHOR_MESSAGES.shareIntro}
          </Text>
          <Group>
            <Button variant="light" onClick={share} loading={create.isPending}>
              {AUTHOR_MESSAGES.shareButton}
            </Button>
          </Group>
          {made && (
            <Alert color="teal">
              <Stack gap={4}>
                <Text size="sm">{AUTHOR_MESSAGES.shareNewLink}</Text>
                <Code block>{addressOf(made.token)}</Code>
                <CopyButton value={addressOf(made.token)}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" onClick={copy} w="fit-content">
                      {copied ? AUTHOR_MESSAGES.shareCopied : AUTHOR_MESSAGES.shareCopy}
                    </Button>
                  )}
                </CopyButton>
              </Stack>
            </Alert>
          )}
          {(links.data ?? []).map((link) => (
            <Group key={link.id} justify="space-between" wrap="nowrap">
              <Text size="sm">{AUTHOR_MESSAGES.shareExpires(formatLongDate(link.expires_at))}</Text>
              <Button
                size="xs"
                color="red"
                variant="subtle"
                onClick={() => revokeLink(link.id)}
                loading={revoke.isPending && revoke.variables === link.id}
              >
                {AUTHOR_MESSAGES.shareRevoke}
              </Button>
            </Group>
          ))}
        </>
      )}
    </Stack>
  );
}
