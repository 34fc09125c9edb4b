import type { BlogPost } from '@parley/shared';

/** The chip that shows every category (spec §4: the default selection). */
export const ALL_CATEGORIES = 'All Categories';

export interface PostFilters {
  /** Matched against title and excerpt, case-insensitive (spec §5). */
  search: string;
  /** A post category, or {@link ALL_CATEGORIES}. */
  category: string;
}

export const NO_FILTERS: PostFilters = { search: '', category: ALL_CATEGORIES };

type FilterablePost = Pick<BlogPost, 'title' | 'excerpt' | 'category'>;

/** Whether the visitor narrowed the list: decides which empty-state text to show. */
export function hasActiveFilters({ search, category }: PostFilters): boolean {
  return search.trim() !== '' || category !== ALL_CATEGORIES;
}

/** The posts matching both the search term and the category, in their original order. */
export function filterPosts<T extends FilterablePost>(posts: readonly T[], filters: PostFilters): T[] {
  const term = filters.search.trim().toLocaleLowerCase();
  return posts.filter(
    (post) =>
      (filters.category === ALL_CATEGORIES || post.category === filters.category) &&
      (term === '' ||
        post.title.toLocaleLowerCase().includes(term) ||
        post.excerpt.toLocaleLowerCase().includes(term)),
  );
}

/** The distinct categories of the posts, alphabetically (decisions §8: chips come from the posts). */
export function categoriesOf(posts: readonly Pick<BlogPost, 'category'>[]): string[] {
  return [...new Set(posts.map((post) => post.category))].sort((a, b) => a.localeCompare(b));
}
