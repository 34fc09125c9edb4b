import { useEffect, type RefObject } from 'react';

interface FormValuesAccess<Values> {
  getValues(): Values;
  setValues(values: Partial<Values>): void;
}

/**
 * Keeps what a visitor typed into a server-rendered form before React hydrated it. While hydrating,
 * React leaves each input's text alone, but the form's state still holds the server's values, so the
 * next render would put those back and wipe the typing. Once mounted, the state takes the typed text
 * of every field (found by its `name`).
 */
export function useTypedBeforeHydration<Values extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  form: FormValuesAccess<Values>,
): void {
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const current = form.getValues();
    const typed: Partial<Record<keyof Values, string>> = {};
    for (const key of Object.keys(current) as (keyof Values & string)[]) {
      const field = element.elements.namedItem(key);
      const isText = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
      if (isText && field.value !== current[key]) typed[key] = field.value;
    }
    if (Object.keys(typed).length > 0) form.setValues(typed as Partial<Values>);
    // Once, on mount: later the inputs and the state change together. Not on `form`, which is a
    // new object on every render.
  }, [formRef]);
}
