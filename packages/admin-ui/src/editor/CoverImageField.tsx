import { memo, useState, type ReactNode } from 'react';
import { Alert, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { imageFileProblem } from '@parley/shared/images';
import { useUploadPostImage } from '../api/post-images';
import { IMAGE_UI_MESSAGES } from '../images/image-ui-messages';
import { ImageFileButton } from '../images/ImageFileButton';
import { UploadStatus } from '../images/UploadStatus';
import { storageErrorMessage } from '../images/upload-error-message';

export interface CoverImageFieldProps {
  postId: string;
  value: string;
  error: ReactNode;
  /** The URL typed, or the uploaded picture's (stable across renders: the field is memoised). */
  onChange: (url: string) => void;
}

/** Shows the cover, or says so when the URL gives no image (a broken link is seen before saving). */
function CoverPreview({ url }: { url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (failedUrl === url) {
    return (
      <Text size="sm" c="red" role="status">
        {IMAGE_UI_MESSAGES.coverPreviewFailed}
      </Text>
    );
  }
  return (
    <Image
      src={url}
      alt={IMAGE_UI_MESSAGES.coverPreviewAlt}
      h={160}
      w={320}
      fit="cover"
      radius="sm"
      onError={() => setFailedUrl(url)}
    />
  );
}

/** "Cover Image URL": typed by hand, or filled by "Upload cover"; with a preview. */
export const CoverImageField = memo(function CoverImageField({
  postId,
  value,
  error,
  onChange,
}: CoverImageFieldProps) {
  const upload = useUploadPostImage(postId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const problem = refusal ?? (upload.isError ? storageErrorMessage(upload.error) : null);
  const url = value.trim();

  const choose = (file: File) => {
    const refused = imageFileProblem(file);
    setRefusal(refused);
    upload.reset();
    if (refused) return;
    setFileName(file.name);
    upload.mutate(file, { onSuccess: (image) => onChange(image.url) });
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Cover Image URL"
          type="url"
          style={{ flex: 1 }}
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <ImageFileButton
          label={IMAGE_UI_MESSAGES.uploadCover}
          size="sm"
          onFile={choose}
          loading={upload.isPending}
        />
      </Group>
      {upload.isPending && <UploadStatus fileName={fileName} />}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {/^https?:\/\//i.test(url) && <CoverPreview key={url} url={url} />}
    </Stack>
  );
});
