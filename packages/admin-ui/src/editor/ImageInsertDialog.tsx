import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ImageDialog } from '../images/ImageDialog';
import { IMAGE_UI_MESSAGES } from '../images/image-ui-messages';
import { UploadStatus } from '../images/UploadStatus';

export interface ImageInsertDialogProps {
  fileName: string;
  alt: string;
  onAltChange: (alt: string) => void;
  /** 'uploading' until the bucket has the file; 'failed' with `error`; 'offline': kept for later. */
  status: 'uploading' | 'uploaded' | 'failed' | 'offline';
  error: string | null;
  onInsert: () => void;
  onClose: () => void;
}

/** Asks for the image's alt text while it uploads; "Insert" once it is stored. */
export function ImageInsertDialog({
  fileName,
  alt,
  onAltChange,
  status,
  error,
  onInsert,
  onClose,
}: ImageInsertDialogProps) {
  return (
    <ImageDialog title={IMAGE_UI_MESSAGES.dialogTitle} onClose={onClose}>
      <form
        onSubmit={(event) => {
          // Not the post's form: the dialog renders in a portal, but React still bubbles submit.
          event.preventDefault();
          event.stopPropagation();
          if (status === 'uploaded' || status === 'offline') onInsert();
        }}
      >
        <Stack gap="sm">
          {status === 'uploading' && <UploadStatus fileName={fileName} />}
          {status === 'uploaded' && (
            <Text size="sm" role="status">
              {IMAGE_UI_MESSAGES.uploaded(fileName)}
            </Text>
          )}
          {status === 'offline' && (
            <Alert color="yellow" role="status">
              {IMAGE_UI_MESSAGES.keptOffline}
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={IMAGE_UI_MESSAGES.altLabel}
            description={IMAGE_UI_MESSAGES.altDescription}
            value={alt}
            onChange={(event) => onAltChange(event.currentTarget.value)}
            data-autofocus
            maxLength={500}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {IMAGE_UI_MESSAGES.cancel}
            </Button>
            <Button type="submit" disabled={status === 'uploading' || status === 'failed'}>
              {IMAGE_UI_MESSAGES.insert}
            </Button>
          </Group>
        </Stack>
      </form>
    </ImageDialog>
  );
}
