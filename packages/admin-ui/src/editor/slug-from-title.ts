import { FIELD_LIMITS } from '@parley/shared/validation';
import { latinSlug } from '@parley/shared/text';

/**
 * The slug a title suggests (`latinSlug`: accents dropped, Cyrillic and Greek spelled in Latin
 * letters), at most the stored slug's length. A script with no spelling (Chinese, Arabic...) leaves
 * nothing: the admin types the slug (`slugHint`).
 */
export function slugFromTitle(title: string, maxLength: number = FIELD_LIMITS.slug): string {
  return latinSlug(title, maxLength);
}
