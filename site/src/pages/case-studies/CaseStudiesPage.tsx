import { Button, Container, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { Link, useSearchParams } from '@parley/router';
import { PageHeading } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { QueryTab, QueryTabs } from '../../components/query-tabs/QueryTabs';
import { choiceFromQuery, hrefWith } from '../../components/query-tabs/tab-from-query';
import { ALL_INDUSTRIES, CASE_STUDY_INDUSTRIES, INDUSTRY_PARAM } from './case-study-choices';
import { caseStudies, caseStudyTabs } from './content';
import { CaseStudyCard } from './CaseStudyCard';

const ALL = ALL_INDUSTRIES;
const INDUSTRIES = [ALL, ...CASE_STUDY_INDUSTRIES];

/**
 * /case-studies: tabs (`?tab=`, only "all" has content) and the industry filter (`?industry=`) that
 * narrows it: links, so they work before the page's scripts run; after, they switch in place.
 */
export default function CaseStudiesPage() {
  const [params] = useSearchParams();
  const industry = choiceFromQuery(params, INDUSTRY_PARAM, INDUSTRIES, ALL);
  const visible = caseStudies.filter((study) => industry === ALL || study.industry === industry);
  const featured = visible.find((study) => study.featured);
  const others = visible.filter((study) => study !== featured);

  return (
    <Container size="lg" py="xl">
      <PageMeta route="caseStudies" />
      <Stack gap="lg">
        <PageHeading
          title="Case Studies"
          subtitle="Illustrative cases: how teams can let agents negotiate their B2B deals. The companies and figures are examples, not customers."
        />
        <QueryTabs tabs={caseStudyTabs.map((tab) => tab.value)}>
          <Tabs.List>
            {caseStudyTabs.map((tab) => (
              <QueryTab key={tab.value} value={tab.value}>
                {tab.label}
              </QueryTab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="all" pt="lg">
            <Stack gap="lg">
              <Group gap="xs" role="group" aria-label="Filter by industry">
                {INDUSTRIES.map((name) => (
                  <Button
                    key={name}
                    component={Link}
                    to={`${paths.caseStudies}${hrefWith(params, INDUSTRY_PARAM, name)}`}
                    replace
                    preventScrollReset
                    size="xs"
                    variant={industry === name ? 'filled' : 'default'}
                    aria-current={industry === name ? 'true' : undefined}
                  >
                    {name}
                  </Button>
                ))}
              </Group>
              {featured && <CaseStudyCard study={featured} featured />}
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {others.map((study) => (
                  <CaseStudyCard key={study.id} study={study} />
                ))}
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>
          {caseStudyTabs
            .filter((tab) => tab.value !== 'all')
            .map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
                <Text c="dimmed">
                  We are building the {tab.label.toLowerCase()} case studies section. Check back soon.
                </Text>
              </Tabs.Panel>
            ))}
        </QueryTabs>
      </Stack>
    </Container>
  );
}
