import { Group, Loader, Text } from '@mantine/core';
import { IMAGE_UI_MESSAGES } from './image-ui-messages';

/**
 * "Uploading photo.png…" with a spinner. Indeterminate on purpose: storage-js sends the file with
 * fetch, which reports no upload progress, and a percentage would need a second upload path (an
 * XMLHttpRequest re-doing the content-hashed naming, the metadata and the error handling of the
 * shared `uploadPostImage`) for files of at most 10 MB.
 */
export function UploadStatus({ fileName }: { fileName: string }) {
  return (
    <Group gap="xs" role="status" aria-live="polite">
      {/* An indeterminate progress bar: no aria-valuenow (see above). */}
      <Loader size="xs" role="progressbar" aria-label={IMAGE_UI_MESSAGES.uploading(fileName)} />
      <Text size="sm">{IMAGE_UI_MESSAGES.uploading(fileName)}</Text>
    </Group>
  );
}
