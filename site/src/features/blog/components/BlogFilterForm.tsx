import { Stack } from '@mantine/core';
import type { FormEvent, Ref } from 'react';
import { paths } from '../../../config/paths';
import type { PostFilters } from '../lib/filter-posts';
import { CATEGORY_PARAM, filtersFromQuery, SEARCH_PARAM } from '../lib/post-filters-query';
import { BlogSearch } from './BlogSearch';
import { categoryParamValue, CategoryChips } from './CategoryChips';

export interface BlogFilterFormProps {
  categories: readonly string[];
  filters: PostFilters;
  /** The search as the visitor types it. */
  onSearchChange: (search: string) => void;
  /** A submission (Enter, Search, a category chip), read as the server would read its address. */
  onSubmit: (filters: PostFilters) => void;
  searchRef?: Ref<HTMLInputElement>;
}

/** The value a form field sends, as text (files have no place here). */
const textOf = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : null;
};

/**
 * The blog's search and category chips: a plain GET form to /blog, so that before the page's scripts
 * run (or without them) the server renders the filtered list. Once they run, a submission filters in
 * place instead of loading the page again.
 */
export function BlogFilterForm({
  categories,
  filters,
  onSearchChange,
  onSubmit,
  searchRef,
}: BlogFilterFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The pressed chip (the submitter) sends its category, as it would to the server.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    const query = new URLSearchParams();
    for (const name of [SEARCH_PARAM, CATEGORY_PARAM]) {
      const value = textOf(data, name);
      if (value !== null) query.set(name, value);
    }
    onSubmit(filtersFromQuery(query));
  };

  return (
    <form method="get" action={paths.blog} role="search" onSubmit={submit}>
      <Stack gap="sm">
        <BlogSearch
          inputRef={searchRef}
          value={filters.search}
          onChange={onSearchChange}
          category={categoryParamValue(filters.category)}
        />
        <CategoryChips categories={categories} value={filters.category} />
      </Stack>
    </form>
  );
}
