// The control `npm run bench:editor` types into beside the editor: the same 50,000 characters in a
// plain <textarea>, no React, no editor. run.mjs gives it the editor textarea's size and font, so
// the difference between the two figures is what the editor (ours and md-editor's) adds to
// Chromium's own cost of a keystroke in a long textarea.
import { benchMarkdown } from './bench-content';

const textarea = document.createElement('textarea');
textarea.id = 'control';
textarea.setAttribute('aria-label', 'Control');
// As the editor's textarea (md-editor sets these on it).
textarea.spellcheck = false;
textarea.autocomplete = 'off';
textarea.setAttribute('autocorrect', 'off');
textarea.setAttribute('autocapitalize', 'off');
textarea.value = benchMarkdown();
document.getElementById('root')!.append(textarea);
(window as unknown as { benchContentLength: number }).benchContentLength = textarea.value.length;
