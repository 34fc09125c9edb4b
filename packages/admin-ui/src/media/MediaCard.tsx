import { Anchor, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { formatShortDate } from '@parley/shared/dates';
import { type StoredImage } from '@parley/shared/images';
import { type BlogPost } from '@parley/shared/supabase';
import { useAdminHost } from '../host/AdminHost';
import { IMAGE_UI_MESSAGES } from '../images/image-ui-messages';
import { formatBytes, imageFileName } from './image-usage';

export interface MediaCardProps {
  image: StoredImage;
  usedBy: Pick<BlogPost, 'id' | 'title'>[];
  onCopy: () => void;
  onDelete: () => void;
}

/** One image of the library: thumbnail, facts, the posts that show it, copy and delete. */
export function MediaCard({ image, usedBy, onCopy, onDelete }: MediaCardProps) {
  const {
    paths,
    navigation: { Link },
  } = useAdminHost();
  const name = imageFileName(image.path);
  const dimensions = image.width && image.height ? `${image.width} × ${image.height}` : 'size unknown';
  return (
    <Card withBorder padding="sm" component="li" aria-label={name}>
      <Card.Section>
        <Image
          src={image.url}
          alt={`Thumbnail of ${name}`}
          h={140}
          fit="cover"
          loading="lazy"
          width={image.width ?? undefined}
          height={image.height ?? undefined}
        />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatBytes(image.size)} · {dimensions} · {formatShortDate(image.createdAt)}
        </Text>
        {usedBy.length === 0 ? (
          <Text size="xs">{IMAGE_UI_MESSAGES.notUsed}</Text>
        ) : (
          <Text size="xs">
            {IMAGE_UI_MESSAGES.usedBy}{' '}
            {usedBy.map((post, index) => (
              <span key={post.id}>
                {index > 0 && ', '}
                <Anchor component={Link} to={paths.editPost(post.id)} size="xs">
                  {post.title}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button size="compact-sm" variant="light" onClick={onCopy} aria-label={`Copy URL of ${name}`}>
            {IMAGE_UI_MESSAGES.copyUrl}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={`Delete ${name}`}
          >
            {IMAGE_UI_MESSAGES.delete}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
