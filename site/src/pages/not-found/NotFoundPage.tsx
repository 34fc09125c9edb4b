import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from '@parley/router';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';

/** The catch-all page; the unknown path is logged as a 404 (docs/routes.md#route-table). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container size="sm" py={96}>
      <PageMeta title="Page not found" description="This page does not exist." status={404} noindex />
      <Stack align="center" ta="center" gap="md">
        <Title order={1} fz={72}>
          404
        </Title>
        <Text size="xl">Oops! Page not found</Text>
        <Button component={Link} to={paths.home}>
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
