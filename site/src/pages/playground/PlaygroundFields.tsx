import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import classes from './PlaygroundFields.module.css';

// The playground's inputs and selects as plain elements in Mantine's look, in its sizes sm and xs
// (PlaygroundFields.module.css says why): the markup shape of Mantine's TextInput and NativeSelect
// (a wrapper, its label naming the control by id, the control in its own box), so layouts around
// them are unchanged. Attributes given (name, defaultValue, aria-describedby, aria-invalid...) go to
// the control.

/** sm: Mantine's default inputs; xs: the small ones of the multi-supplier form's sides. */
export type FieldSize = 'sm' | 'xs';

/** An option: a string is its own value and label. */
export type PlaygroundOption = string | { value: string; label: string };

/** The wrapper of one field: its label (when given) above the control's box. */
function Field({
  id,
  label,
  size,
  children,
}: {
  id: string;
  label: string | undefined;
  size: FieldSize;
  children: ReactNode;
}) {
  return (
    <div className={classes[size]}>
      {label !== undefined && (
        <label className={classes.label} htmlFor={id}>
          {label}
        </label>
      )}
      <div className={classes.control}>{children}</div>
    </div>
  );
}

/** A labelled input (uncontrolled with `defaultValue`). */
export function PlaygroundInput({
  label,
  size = 'sm',
  ...input
}: { label: string; size?: FieldSize } & Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>) {
  const id = useId();
  return (
    <Field id={id} label={label} size={size}>
      <input className={classes.input} id={id} {...input} />
    </Field>
  );
}

/**
 * A native select of `options`, labelled by `label` (or, without one, by the `aria-label` passed).
 * At sm it draws Mantine's chevron; at xs the browser's own arrow.
 */
export function PlaygroundSelect({
  label,
  size = 'sm',
  options,
  ...select
}: { label?: string; size?: FieldSize; options: readonly PlaygroundOption[] } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'size'
>) {
  const id = useId();
  return (
    <Field id={id} label={label} size={size}>
      <select className={`${classes.input} ${classes.select}`} id={id} {...select}>
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {size === 'sm' && (
        <div className={classes.chevronBox}>
          <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden="true">
            <path
              d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
      )}
    </Field>
  );
}

/** A fieldset with its legend, its fields (xs) in a column. */
export function PlaygroundFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.fields}>{children}</div>
    </fieldset>
  );
}
