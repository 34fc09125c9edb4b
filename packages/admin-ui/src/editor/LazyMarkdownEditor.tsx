import { cloneElement, isValidElement } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import MDEditor, { commands, type ICommand } from '@uiw/react-md-editor/nohighlight';
import { ArticleBody } from '@parley/article';

// Formatting commands only: no help link (it opens a page), and none of the preview/live/fullscreen
// switches, because the editor's built-in preview renders raw HTML (an <iframe srcdoc> in the
// content ran script that reached the parent window). Our own preview pane renders <ArticleBody>.
// Each button is named by its aria-label; its icon is an `<svg role="img">` with no name, which screen
// readers announce as an unlabelled image (axe: svg-img-alt): the icon is hidden from them instead.
const hideIcon = (command: ICommand): ICommand =>
  isValidElement<{ role?: string; 'aria-hidden'?: boolean }>(command.icon)
    ? { ...command, icon: cloneElement(command.icon, { role: 'presentation', 'aria-hidden': true }) }
    : command;
const FORMATTING_COMMANDS: ICommand[] = commands
  .getCommands()
  .filter((command) => command.name !== 'help')
  .map(hideIcon);
const NO_EXTRA_COMMANDS: ICommand[] = [];

// Should anything ever switch the mode, the built-in preview is replaced by the safe renderer too.
const SAFE_PREVIEW = { preview: (source: string) => <ArticleBody content={source} /> };

export interface MarkdownEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  height: number;
}

/** @uiw/react-md-editor in edit-only mode, without syntax highlighting (it costs per keystroke). */
/** A focus ring on the content's textarea, in the theme's colour, drawn inside its box. */
const MARKDOWN_FOCUS_CSS =
  '.parley-markdown-editor .w-md-editor-text-input:focus-visible{outline:2px solid var(--mantine-primary-color-filled);outline-offset:-2px}';

export default function LazyMarkdownEditor({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  height,
}: MarkdownEditorProps) {
  // The editor's own colours follow the page's scheme (it is mounted in the browser only, so the
  // scheme is known: no server render to match).
  const scheme = useComputedColorScheme('light');
  return (
    <div data-color-mode={scheme} className="parley-markdown-editor">
      {/* The editor's textarea draws no focus of its own (outline: 0 in its stylesheet): a keyboard
          admin saw only a caret. One rule, hoisted and kept once by React (href). */}
      <style href="parley-markdown-editor-focus" precedence="default">
        {MARKDOWN_FOCUS_CSS}
      </style>
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        preview="edit"
        highlightEnable={false}
        commands={FORMATTING_COMMANDS}
        extraCommands={NO_EXTRA_COMMANDS}
        components={SAFE_PREVIEW}
        height={height}
        visibleDragbar={false}
        // Tab moves to the next control, as in every other field: by default the editor typed a tab
        // character instead, and a keyboard-only admin could never leave Content for Create Post.
        defaultTabEnable
        textareaProps={{
          id,
          name: 'content',
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
        }}
      />
    </div>
  );
}
