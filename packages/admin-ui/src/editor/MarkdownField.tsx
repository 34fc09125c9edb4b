import { lazy, Suspense, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
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
  // Where the caret was last in the plain textarea, and whether that textarea still has the focus
  // (null before it ever had it).
  const plainCaret = useRef<PlainCaret | null>(null);
  const keepCaret = (textarea: HTMLTextAreaElement) => {
    plainCaret.current = { start: textarea.selectionStart, end: textarea.selectionEnd, focused: true };
  };
  const plain = (
    <Textarea
      id={id}
      name="content"
      value={value}
      onFocus={(event) => keepCaret(event.currentTarget)}
      onSelect={(event) => keepCaret(event.currentTarget)}
      onBlur={() => {
        // The caret stays where it was: a picture inserted later goes there, as it would have in
        // the textarea (a new editor's caret would otherwise sit at the start of the text).
        if (plainCaret.current) plainCaret.current = { ...plainCaret.current, focused: false };
      }}
      onChange={(event) => {
        keepCaret(event.currentTarget);
        onChange(event.currentTarget.value);
      }}
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
      <FocusHandover id={id} caret={plainCaret} />
    </Suspense>
  );
}

interface PlainCaret {
  start: number;
  end: number;
  focused: boolean;
}

/**
 * Rendered with the editor, so it runs as the editor replaces the plain textarea: a person typing in
 * that textarea while the editor's code arrived goes on typing in the editor, at the same place,
 * instead of losing the focus (and the next keys) with the textarea that left. A person who had
 * typed and moved on keeps their caret too, without the editor taking the focus from where it is.
 */
function FocusHandover({ id, caret }: { id: string; caret: RefObject<PlainCaret | null> }) {
  useLayoutEffect(() => {
    const at = caret.current;
    const editor = document.getElementById(id);
    if (!at || !(editor instanceof HTMLTextAreaElement)) return;
    if (at.focused) editor.focus();
    editor.setSelectionRange(at.start, at.end);
    // Once: when the editor first takes the plain textarea's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
