import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { brand } from '@parley/shared/config';
import { IconBrandGithub, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { Link } from '@parley/router';
import { footerColumns } from '../../config/navigation';
import { BrandMark } from '../BrandMark';

/** Not live yet: shown as plain, labelled text rather than links to nowhere (docs/routes.md#footer). */
const COMING_SOON = ['Privacy Policy', 'Terms of Service', 'Legal'];
const SOCIAL = [
  { label: 'LinkedIn', Icon: IconBrandLinkedin },
  { label: 'X', Icon: IconBrandX },
  { label: 'GitHub', Icon: IconBrandGithub },
];

export interface FooterProps {
  /** The newsletter form, composed by the layout (the footer is a shared component and knows no feature). */
  newsletter: ReactNode;
}

export function Footer({ newsletter }: FooterProps) {
  return (
    <Box
      component="footer"
      bg="var(--parley-surface-subtle)"
      py={48}
      mt={64}
      style={{ borderTop: '1px solid var(--parley-border-subtle)' }}
    >
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="xl">
          <Stack gap="sm">
            <BrandMark />
            <Text size="sm" c="dimmed">
              {brand.tagline}
            </Text>
          </Stack>
          {footerColumns.map((column) => (
            <Stack key={column.title} gap={6} component="nav" aria-label={column.title}>
              <Title order={2} size="sm">
                {column.title}
              </Title>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="var(--parley-text-strong)">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
          <Stack gap="xs">
            <Title order={2} size="sm">
              Newsletter
            </Title>
            <Text size="sm" c="dimmed">
              Negotiation research and product news, once a month.
            </Text>
            {newsletter}
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" mt={40} gap="md">
          <Text size="xs" c="dimmed">
            © {new Date().getUTCFullYear()} {brand.productName}. All rights reserved.
          </Text>
          <Group gap="md">
            {COMING_SOON.map((label) => (
              <Text key={label} size="xs" c="dimmed" title="Coming soon">
                {label} <span aria-hidden="true">·</span>{' '}
                <Text span size="xs">
                  coming soon
                </Text>
              </Text>
            ))}
            {SOCIAL.map(({ label, Icon }) => (
              <Text
                key={label}
                span
                c="dimmed"
                title={`${label} (coming soon)`}
                aria-label={`${label} (coming soon)`}
                role="img"
              >
                <Icon size={18} aria-hidden />
              </Text>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
