import { Box, Card, Image, Stack, Text } from '@mantine/core';
import { brand } from '@parley/shared/config';
import { AUTHOR_MESSAGES } from '../../authors/author-messages';
import { cutForSearch, SEARCH_SHOWN } from './search-limits';

export interface PreviewTexts {
  /** The title search engines and cards show (meta title, else title). */
  title: string;
  description: string;
  /** The card's picture (social image, else cover); empty for none. */
  image: string;
  /** The address shown under the result. */
  url: string;
}

/** The post as a search result: the title with the site's suffix, the address, the description, cut as shown. */
export function SearchResultPreview({ title, description, url }: PreviewTexts) {
  return (
    <Box aria-label={AUTHOR_MESSAGES.searchPreview} role="figure">
      <Text size="xs" c="dimmed" fw={500}>
        {AUTHOR_MESSAGES.searchPreview}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {url}
      </Text>
      <Text c="var(--mantine-color-anchor)" fz="lg" lh={1.3}>
        {cutForSearch(`${title} | ${brand.productName}`, SEARCH_SHOWN.title)}
      </Text>
      <Text size="sm">{cutForSearch(description, SEARCH_SHOWN.description)}</Text>
    </Box>
  );
}

/** The post as a large social card: picture, site, title, description. */
export function SocialCardPreview({ title, description, image, url }: PreviewTexts) {
  let host = '';
  try {
    host = new URL(url).host;
  } catch {
    // An in-app path (the web admin): the card names no host.
  }
  return (
    <Stack gap={4} aria-label={AUTHOR_MESSAGES.socialPreview} role="figure">
      <Text size="xs" c="dimmed" fw={500}>
        {AUTHOR_MESSAGES.socialPreview}
      </Text>
      <Card withBorder padding={0} maw={420}>
        {/^https?:\/\//i.test(image) && <Image src={image} alt="" h={200} fit="cover" />}
        <Stack gap={2} p="sm">
          {host && (
            <Text size="xs" c="dimmed" tt="uppercase">
              {host}
            </Text>
          )}
          <Text fw={600} lineClamp={2}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {description}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
