import { HONEYPOT_FIELD } from '../lib/honeypot';

/** Off screen rather than display:none, which some bots read as "skip this field". */
const OFF_SCREEN = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

/**
 * The lead forms' honeypot (lib/honeypot.ts): never seen, never reached with Tab, hidden from screen
 * readers; a screen reader that shows it anyway reads a label saying to leave it empty. Rendered the
 * same on the server and in the browser, so a form posted before the application runs carries it.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" style={OFF_SCREEN}>
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** Whether the form holding the honeypot has it filled (a bot). */
export function honeypotFilledIn(form: HTMLFormElement | null): boolean {
  const value = form ? new FormData(form).get(HONEYPOT_FIELD) : null;
  return typeof value === 'string' && value !== '';
}
