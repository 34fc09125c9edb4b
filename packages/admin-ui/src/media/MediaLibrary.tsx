import { useState } from 'react';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StoredImage } from '@parley/shared/images';
import { usePostImageUses, usePostImages, useRemovePostImage } from '../api/post-images';
import { useAdminHost } from '../host/AdminHost';
import { IMAGE_UI_MESSAGES } from '../images/image-ui-messages';
import { storageErrorMessage } from '../images/upload-error-message';
import { DeleteImageDialog } from './DeleteImageDialog';
import { imageFileName } from './image-usage';
import { MediaCard } from './MediaCard';

function Loading() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{IMAGE_UI_MESSAGES.mediaLoading}</Text>
    </Group>
  );
}

/** The post-images bucket as a grid: what each image is, where it is used, copy its URL, delete it. */
export function MediaLibrary() {
  const {
    paths,
    notify,
    navigation: { Link },
  } = useAdminHost();
  const images = usePostImages();
  // Usage is a courtesy: without it the grid still shows, every image as unused.
  const uses = usePostImageUses(images.data?.map((image) => image.path));
  const remove = useRemovePostImage();
  const [deleting, setDeleting] = useState<StoredImage | null>(null);
  const usedBy = (image: StoredImage) =>
    (uses.data?.get(image.path) ?? []).map((use) => ({ id: use.postId, title: use.title }));

  const copy = async (image: StoredImage) => {
    try {
      await navigator.clipboard.writeText(image.url);
      notify({ kind: 'success', message: IMAGE_UI_MESSAGES.copied });
    } catch {
      notify({ kind: 'error', message: `${IMAGE_UI_MESSAGES.copyFailed} ${image.url}` });
    }
  };

  const confirmDelete = (image: StoredImage) =>
    remove.mutate(image.path, {
      onSuccess: () => notify({ kind: 'success', message: IMAGE_UI_MESSAGES.deleted }),
      onError: (error) =>
        notify({ kind: 'error', message: `${IMAGE_UI_MESSAGES.deleteFailed} ${storageErrorMessage(error)}` }),
      onSettled: () => setDeleting(null),
    });

  let body;
  if (images.isPending) body = <Loading />;
  else if (images.isError) {
    body = (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{IMAGE_UI_MESSAGES.mediaError}</Text>
          <Button size="compact-sm" variant="white" color="red" onClick={() => void images.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  } else if (images.data.length === 0) body = <Text>{IMAGE_UI_MESSAGES.mediaEmpty}</Text>;
  else {
    body = (
      <SimpleGrid
        component="ul"
        aria-label="Images"
        cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
        spacing="md"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {images.data.map((image) => (
          <MediaCard
            key={image.path}
            image={image}
            usedBy={usedBy(image)}
            onCopy={() => void copy(image)}
            onDelete={() => setDeleting(image)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{IMAGE_UI_MESSAGES.mediaTitle}</Title>
        <Button component={Link} to={paths.dashboard} variant="default">
          Back to posts
        </Button>
      </Group>
      {body}
      {deleting && (
        <DeleteImageDialog
          fileName={imageFileName(deleting.path)}
          usedBy={usedBy(deleting).map((post) => post.title)}
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
