import { Container, Grid, Stack, Title } from '@mantine/core';
import { PageHeading } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { apiResourceGroups } from './content';
import { ApiSideNav } from './ApiSideNav';
import { ApiTabs } from './ApiTabs';
import { EndpointList } from './EndpointList';

/** /api-documentation: side navigation with API Keys box, the four tabs and the API reference. */
export default function ApiDocumentationPage() {
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="API Documentation"
        description="Parley REST API reference: authentication, negotiations, offers, templates and analytics endpoints, SDKs and changelog."
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ApiSideNav />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} style={{ minWidth: 0 }}>
          <Stack gap="xl">
            <PageHeading
              title="API Documentation"
              subtitle="Integrate Parley negotiations into your procurement and sales systems."
            />
            <ApiTabs />
            <section aria-labelledby="reference-heading">
              <Title order={2} id="reference-heading" mb="md">
                API Reference
              </Title>
              <EndpointList groups={apiResourceGroups} />
            </section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
