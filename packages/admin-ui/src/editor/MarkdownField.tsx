import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Input, Textarea } from '@mantine/core';

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
  onChange: (value: string) => void;
  error?: React.ReactNode;
}

/**
 * "Content": the markdown editor, with a plain textarea under the same label on the server and
 * while the editor's code loads, so the field is usable at every moment.
 */
export function MarkdownField({ id, value, onChange, error }: MarkdownFieldProps) {
  const isClient = useIsClient();
  const errorId = error ? `${id}-error` : undefined;
  const plain = (
    <Textarea
      id={id}
      name="content"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={Boolean(error)}
      aria-describedby={errorId}
      styles={{ input: { minHeight: EDITOR_HEIGHT, fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
  return (
    <Input.Wrapper
      id={id}
      label="Content"
      withAsterisk
      error={error}
      errorProps={{ id: errorId }}
      styles={{ root: { minHeight: 300 } }}
    >
      {isClient ? (
        <Suspense fallback={plain}>
          <LazyMarkdownEditor
            id={id}
            value={value}
            onChange={onChange}
            invalid={Boolean(error)}
            describedBy={errorId}
            height={EDITOR_HEIGHT}
          />
        </Suspense>
      ) : (
        plain
      )}
    </Input.Wrapper>
  );
}
