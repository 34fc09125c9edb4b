import type { InputHTMLAttributes, ReactNode } from 'react';
import classes from './SmallFields.module.css';

// Plain small fields for the multi-supplier form (SmallFields.module.css says why). Each input sits
// in its label: named without an id.

/** A fieldset with its legend, its fields in a column. */
export function SmallFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.fields}>{children}</div>
    </fieldset>
  );
}

/** A labelled input (uncontrolled: `defaultValue`). */
export function SmallInput({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={classes.field}>
      <span className={classes.label}>{label}</span>
      <input className={classes.input} {...input} />
    </label>
  );
}

/** A labelled native select of `options` (uncontrolled). */
export function SmallSelect({
  label,
  name,
  options,
  defaultValue,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValue: string;
}) {
  return (
    <label className={classes.field}>
      <span className={classes.label}>{label}</span>
      <select className={classes.input} name={name} defaultValue={defaultValue}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
