import { Anchor, Stack, Text } from '@mantine/core';
import { PUBLIC_API } from '../../config/public-api';

/** The page's sections, as links to their headings (they work without JavaScript). */
export const API_SECTIONS = [
  { id: 'overview', title: 'Overview' },
  { id: 'try-it', title: 'Try it' },
  { id: 'request', title: 'Request' },
  { id: 'response', title: 'Response' },
  { id: 'multi-supplier', title: 'Several suppliers' },
  { id: 'errors', title: 'Errors' },
  { id: 'limits', title: 'Limits' },
] as const;

export function ApiSideNav() {
  return (
    <nav aria-label="API documentation sections">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          On this page
        </Text>
        {API_SECTIONS.map((section) => (
          <Anchor key={section.id} href={`#${section.id}`} size="sm">
            {section.title}
          </Anchor>
        ))}
        <Anchor href={PUBLIC_API.openapi} size="sm">
          OpenAPI document
        </Anchor>
      </Stack>
    </nav>
  );
}
