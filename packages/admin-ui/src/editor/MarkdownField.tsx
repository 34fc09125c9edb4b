import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Input, Textarea } from '@mantine/core';
import { useFieldText } from './use-field-text';

// @uiw/react-md-editor touches the DOM when imported: load it only in the browser, after mount.
const LazyMarkdownEditor = lazy(() => import('./LazyMarkdownEditor'));

const EDITOR_HEIGHT = 480;
const subscribeNever = () => () => {};

/** False on the server and during hydration, true in the browser afterwards. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export interface MarkdownFieldProps {
  id: string;
  value: string;
  /** Told of every change; it may pass the text back later than the keystroke (see useFieldText). */
  onChange: (value: string) => void;
  error?: React.ReactNode;
}

/**
 * "Content": the markdown editor, with a plain textarea under the same label on the server and
 * while the editor's code loads, so the field is usable at every moment.
 */
export function MarkdownField({ id, value, onChange, error }: MarkdownFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Input.Wrapper
      id={id}
      label="Content"
      withAsterisk
      error={error}
      errorProps={{ id: errorId }}
      styles={{ root: { minHeight: 300 } }}
    >
      <ContentInput
        id={id}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={errorId}
      />
    </Input.Wrapper>
  );
}

/** The text area itself, holding the text it shows: a keystroke re-renders this part alone. */
function ContentInput({
  id,
  value: ownerValue,
  onChange: tellOwner,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const isClient = useIsClient();
  const [value, onChange] = useFieldText(ownerValue, tellOwner);
  const plain = (
    <Textarea
      id={id}
      name="content"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={invalid}
      aria-describedby={describedBy}
      styles={{ input: { minHeight: EDITOR_HEIGHT, fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
  if (!isClient) return plain;
  return (
    <Suspense fallback={plain}>
      <LazyMarkdownEditor
        id={id}
        value={value}
        onChange={onChange}
        invalid={invalid}
        describedBy={describedBy}
        height={EDITOR_HEIGHT}
      />
    </Suspense>
  );
}
