import { memo, type ReactNode } from 'react';
import { SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { FIELD_LIMITS } from '@parley/shared/validation';
import { AUTHOR_MESSAGES } from '../../authors/author-messages';
import { characterCount, SEARCH_SHOWN } from './search-limits';
import { SearchResultPreview, SocialCardPreview } from './SearchSocialPreviews';
import type { PostAuthorSeoValues } from './values';

type SeoField = Exclude<keyof PostAuthorSeoValues, 'author_id'>;

export interface SearchSocialFieldsProps {
  values: Pick<PostAuthorSeoValues, SeoField>;
  errors: Partial<Record<SeoField, ReactNode>>;
  /** What the fields default to: the post's title, excerpt and cover. */
  defaults: { title: string; excerpt: string; cover: string };
  /** The post's public address (search result and card). */
  url: string;
  onChange: (field: SeoField, value: string) => void;
}

/** "12 / 60 characters", red past what search engines show, with why. */
function Count({ text, shown, over }: { text: string; shown: number; over: string }) {
  const length = characterCount(text);
  return (
    <Text component="span" size="xs" c={length > shown ? 'red.8' : 'dimmed'} aria-live="polite">
      {AUTHOR_MESSAGES.count(length, shown)}
      {length > shown && ` ${over}`}
    </Text>
  );
}

/**
 * Meta title, meta description, social image and canonical URL (each optional, with its default
 * named), the character counts against what search engines show, and both previews as you type.
 */
export const SearchSocialFields = memo(function SearchSocialFields({
  values,
  errors,
  defaults,
  url,
  onChange,
}: SearchSocialFieldsProps) {
  const title = values.meta_title.trim() || defaults.title;
  const description = values.meta_description.trim() || defaults.excerpt;
  const image = values.social_image.trim() || defaults.cover.trim();
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {AUTHOR_MESSAGES.seoHeading}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="xs">
          <TextInput
            label={AUTHOR_MESSAGES.metaTitleLabel}
            placeholder={AUTHOR_MESSAGES.defaultsTo('title')}
            maxLength={FIELD_LIMITS.metaTitle}
            value={values.meta_title}
            error={errors.meta_title}
            description={<Count text={title} shown={SEARCH_SHOWN.title} over={AUTHOR_MESSAGES.overTitle} />}
            onChange={(event) => onChange('meta_title', event.currentTarget.value)}
          />
          <Textarea
            label={AUTHOR_MESSAGES.metaDescriptionLabel}
            placeholder={AUTHOR_MESSAGES.defaultsTo('excerpt')}
            rows={3}
            maxLength={FIELD_LIMITS.metaDescription}
            value={values.meta_description}
            error={errors.meta_description}
            description={
              <Count
                text={description}
                shown={SEARCH_SHOWN.description}
                over={AUTHOR_MESSAGES.overDescription}
              />
            }
            onChange={(event) => onChange('meta_description', event.currentTarget.value)}
          />
          <TextInput
            label={AUTHOR_MESSAGES.socialImageLabel}
            placeholder={AUTHOR_MESSAGES.defaultsTo('cover image')}
            type="url"
            value={values.social_image}
            error={errors.social_image}
            onChange={(event) => onChange('social_image', event.currentTarget.value)}
          />
          <TextInput
            label={AUTHOR_MESSAGES.canonicalUrlLabel}
            placeholder={AUTHOR_MESSAGES.defaultsTo('post’s own address')}
            description={AUTHOR_MESSAGES.canonicalUrlHint}
            type="url"
            value={values.canonical_url}
            error={errors.canonical_url}
            onChange={(event) => onChange('canonical_url', event.currentTarget.value)}
          />
        </Stack>
        <Stack gap="lg">
          <SearchResultPreview title={title} description={description} image={image} url={url} />
          <SocialCardPreview title={title} description={description} image={image} url={url} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
});
