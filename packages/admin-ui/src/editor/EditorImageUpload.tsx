import { memo, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { imageFileProblem } from '@parley/shared/images';
import { useUploadPostImage } from '../api/post-images';
import type { PendingImage } from '../host/AdminHost';
import { altFromFileName, imageMarkdown, insertText } from '../images/image-markdown';
import { IMAGE_UI_MESSAGES } from '../images/image-ui-messages';
import { ImageFileButton } from '../images/ImageFileButton';
import { pendingImageOf, pendingImageUrl } from '../images/pending-images';
import { storageErrorMessage } from '../images/upload-error-message';
import { ImageInsertDialog } from './ImageInsertDialog';
import { randomUuid } from './random-uuid';
import { useStableHandler } from './use-stable-handler';

export interface EditorImageUploadProps {
  /** The post the pictures belong to: they are stored under `{postId}/`. */
  postId: string;
  /** The id of the content's textarea, whose cursor says where the image goes. */
  textareaId: string;
  /** The content now (read when a picture is inserted). */
  getContent: () => string;
  onChange: (content: string) => void;
  /** The markdown field. */
  children: ReactNode;
  /**
   * Keeps a picture the backend could not receive (the studio: with the autosaved draft), to upload
   * later; absent, such a picture is not inserted.
   */
  onKeepOffline?: (image: PendingImage) => void;
}

/** "Insert image" and its hint: memoised, so typing in the content does not re-render them. */
const InsertImageRow = memo(function InsertImageRow({ onFile }: { onFile: (file: File) => void }) {
  return (
    <Group gap="sm">
      <ImageFileButton label={IMAGE_UI_MESSAGES.insertImage} onFile={onFile} />
      <Text size="xs" c="dimmed">
        {IMAGE_UI_MESSAGES.insertHint}
      </Text>
    </Group>
  );
});

function firstFile(data: DataTransfer | null): File | null {
  return data?.files[0] ?? null;
}

/**
 * Pictures in the markdown: paste or drop a file onto the field, or "Insert image". The file is
 * checked first (type, size: nothing is sent and the text is untouched when refused), uploaded
 * while the dialog asks for its alt text, then `![alt](url)` goes where the cursor is.
 */
export function EditorImageUpload({
  postId,
  textareaId,
  getContent,
  onChange,
  children,
  onKeepOffline,
}: EditorImageUploadProps) {
  const upload = useUploadPostImage(postId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ fileName: string; alt: string } | null>(null);
  const failure = upload.isError ? storageErrorMessage(upload.error) : null;
  const offline = failure === IMAGE_UI_MESSAGES.unreachable && onKeepOffline !== undefined;
  const uploadError = offline ? null : failure;
  const problem = refusal ?? uploadError;

  const choose = useStableHandler((file: File) => {
    const refused = imageFileProblem(file);
    setRefusal(refused);
    if (refused) {
      setDialog(null);
      return;
    }
    setDialog({ fileName: file.name, alt: altFromFileName(file.name) });
    upload.reset();
    upload.mutate(file);
  });

  const takeFile = (event: ClipboardEvent | DragEvent, data: DataTransfer | null) => {
    const file = firstFile(data);
    if (!file) return; // text: the editor pastes or drops it as usual
    event.preventDefault();
    choose(file);
  };

  /** The picture's URL: the stored one, or a placeholder while it waits for the backend. */
  const insertedUrl = async (): Promise<string | null> => {
    if (upload.data) return upload.data.url;
    if (!offline || !upload.variables) return null;
    const image = await pendingImageOf(upload.variables, randomUuid());
    if (!image) return null;
    onKeepOffline?.(image);
    return pendingImageUrl(image.id);
  };

  const insert = async () => {
    if (!dialog) return;
    const url = await insertedUrl();
    if (url === null) return;
    // Read in the handler, never during render: the textarea keeps its cursor while the dialog is open.
    const content = getContent();
    const textarea = document.getElementById(textareaId);
    const field = textarea instanceof HTMLTextAreaElement ? textarea : null;
    const start = field?.selectionStart ?? content.length;
    const end = field?.selectionEnd ?? start;
    const markdown = imageMarkdown(dialog.alt, url);
    onChange(insertText(content, markdown, start, end));
    setDialog(null);
    upload.reset();
    const caret = start + markdown.length;
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(caret, caret);
    });
  };

  return (
    <Stack gap="xs">
      <div
        onPaste={(event) => takeFile(event, event.clipboardData)}
        onDrop={(event) => takeFile(event, event.dataTransfer)}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
      >
        {children}
      </div>
      <InsertImageRow onFile={choose} />
      {problem && !dialog && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => {
            setRefusal(null);
            upload.reset();
          }}
        >
          {problem}
        </Alert>
      )}
      {dialog && (
        <ImageInsertDialog
          fileName={dialog.fileName}
          alt={dialog.alt}
          onAltChange={(alt) => setDialog({ ...dialog, alt })}
          status={
            upload.isSuccess ? 'uploaded' : offline ? 'offline' : upload.isError ? 'failed' : 'uploading'
          }
          error={uploadError}
          onInsert={() => void insert()}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
