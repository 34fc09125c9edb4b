import { Chip, Group } from '@mantine/core';
import { ALL_CATEGORIES } from '../lib/filter-posts';

export interface CategoryChipsProps {
  /** The categories found in the posts; `All Categories` is added in front. */
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
}

/** One chip per category; exactly one is selected (a radio group to assistive technology). */
export function CategoryChips({ categories, value, onChange }: CategoryChipsProps) {
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs" role="radiogroup" aria-label="Categories">
        {[ALL_CATEGORIES, ...categories].map((category) => (
          <Chip key={category} value={category} variant="light">
            {category}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
