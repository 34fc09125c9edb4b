/** The chip that shows every category: the default selection. */
export const ALL_CATEGORIES = 'All Categories';

export interface PostFilters {
  /** Matched by the database against title and excerpt, case-insensitive, as literal text. */
  search: string;
  /** A post category, or {@link ALL_CATEGORIES}. */
  category: string;
}

export const NO_FILTERS: PostFilters = { search: '', category: ALL_CATEGORIES };

/** Whether the visitor narrowed the list: decides which empty-state text to show. */
export function hasActiveFilters({ search, category }: PostFilters): boolean {
  return search.trim() !== '' || category !== ALL_CATEGORIES;
}
