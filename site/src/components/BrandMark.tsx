import { brand } from '@parley/shared/config';
import classes from './BrandMark.module.css';
import typography from './typography.module.css';

/** Parley's logo mark and name, in plain elements (in every page's header and footer). */
export function BrandMark() {
  return (
    <div className={classes.mark}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#3b3f99" />
        <path d="M9 22V10h7a4 4 0 0 1 0 8h-4v4z" fill="#fff" />
        <circle cx="23" cy="21" r="3" fill="#2fb8a6" />
      </svg>
      <p className={`${typography.textLg} ${typography.heavy} ${classes.name}`}>{brand.productName}</p>
    </div>
  );
}
