import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from '@parley/router';
import { clipQueryText } from './clip-query-text';

/**
 * A text box kept in the address (`?<param>=<text>`), for a filter a GET form sends before the page's
 * scripts run (the server renders the filtered page) and that filters in place once they run.
 *
 * The text is state of its own, written to the address as the visitor types (replacing the entry):
 * the router updates its location in a transition, and a box whose value waited for it would drop
 * fast keystrokes. Text typed before hydration is kept: React leaves a server-rendered input's value
 * alone while hydrating but would overwrite it on the next render, so the first layout effect takes
 * what the box holds.
 */
export function useQueryText(param: string, maxLength: number) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => clipQueryText(params.get(param) ?? '', maxLength));

  const change = useCallback(
    (next: string) => {
      setText(next);
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          if (next === '') query.delete(param);
          else query.set(param, next);
          return query;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [param, setParams],
  );

  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== text) change(typed.slice(0, maxLength));
    // Once, on the first render in the browser: later the box's own change events keep it in step.
  }, []);

  return { text, change, inputRef, params };
}
