import { Button, Group } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ALL_CATEGORIES } from '../lib/filter-posts';
import { CATEGORY_PARAM } from '../lib/post-filters-query';

export interface CategoryChipsProps {
  /** The categories found in the posts; `All Categories` is added in front. */
  categories: readonly string[];
  value: string;
}

/** What a chip sends as `category`: nothing for all of them, so that list is plain `/blog`. */
export const categoryParamValue = (category: string) => (category === ALL_CATEGORIES ? '' : category);

/**
 * One chip per category, exactly one pressed. Each is a submit button of the blog's filter form
 * (`category=<its name>`), so a chip works before the page's scripts run and sends the search typed
 * so far along with it; once they run, the form's submit handler filters in place.
 */
export function CategoryChips({ categories, value }: CategoryChipsProps) {
  return (
    <Group gap="xs" role="group" aria-label="Categories">
      {[ALL_CATEGORIES, ...categories].map((category) => {
        const selected = category === value;
        return (
          <Button
            key={category}
            type="submit"
            name={CATEGORY_PARAM}
            value={categoryParamValue(category)}
            aria-pressed={selected}
            size="xs"
            radius="xl"
            variant={selected ? 'light' : 'default'}
            leftSection={selected ? <IconCheck size={14} aria-hidden /> : undefined}
          >
            {category}
          </Button>
        );
      })}
    </Group>
  );
}
