import { useId, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import classes from './SettingsFields.module.css';

// The playground's inputs and selects as plain elements in Mantine's look (SettingsFields.module.css
// says why): the same markup shape as Mantine's TextInput and NativeSelect (a wrapper, its label
// naming the control by id, the control in its own box), so layouts around them are unchanged.

/** A labelled input (uncontrolled with `defaultValue`). */
export function SettingsInput({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <div className={classes.control}>
        <input className={classes.input} id={id} {...input} />
      </div>
    </div>
  );
}

/** An option: a string is its own value and label. */
export type SettingsOption = string | { value: string; label: string };

/**
 * A native select of `options`, labelled by `label` (or, without one, by the `aria-label` passed).
 */
export function SettingsSelect({
  label,
  options,
  ...select
}: { label?: string; options: readonly SettingsOption[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={classes.field}>
      {label !== undefined && (
        <label className={classes.label} htmlFor={id}>
          {label}
        </label>
      )}
      <div className={classes.control}>
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
      </div>
    </div>
  );
}
