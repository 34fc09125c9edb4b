import { Anchor, Container, Text } from '@mantine/core';
import { useEffect } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import { Link, useNavigate } from '@parley/router';

export interface MovedPageProps {
  /** The page's address now (a path of the site). */
  to: string;
}

/**
 * An old address of a post or a tag (docs/product-rules.md#old-addresses): the server answers 301 to
 * `to`; in the browser (a link followed after the scripts ran) the router replaces the address.
 * The link is for the moment in between.
 */
export function MovedPage({ to }: MovedPageProps) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return (
    <Container size="md" py="xl">
      <PageMeta
        title="Moved"
        description="This page has moved."
        path={to}
        status={301}
        redirect={to}
        noindex
      />
      <Text>
        This page has moved to{' '}
        <Anchor component={Link} to={to}>
          {to}
        </Anchor>
        .
      </Text>
    </Container>
  );
}
