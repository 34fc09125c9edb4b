import { Button, Container, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageMeta } from '../../components/PageMeta';
import { caseStudies, caseStudyTabs } from '../../content/case-studies';
import { CaseStudyCard } from './CaseStudyCard';

const ALL = 'All industries';

/** /case-studies: tabs (only "all" has content) and industry filter buttons that filter it. */
export default function CaseStudiesPage() {
  const [industry, setIndustry] = useState(ALL);
  const industries = [ALL, ...new Set(caseStudies.map((study) => study.industry))];
  const visible = caseStudies.filter((study) => industry === ALL || study.industry === industry);
  const featured = visible.find((study) => study.featured);
  const others = visible.filter((study) => study !== featured);

  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Case Studies"
        description="How retailers, manufacturers, wholesalers, healthcare, technology and logistics companies use Parley's negotiation agents, with measured results."
      />
      <Stack gap="lg">
        <div>
          <Title order={1}>Case Studies</Title>
          <Text c="dimmed" mt="xs">
            Results from teams that let agents negotiate their B2B deals.
          </Text>
        </div>
        <Tabs defaultValue="all">
          <Tabs.List>
            {caseStudyTabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="all" pt="lg">
            <Stack gap="lg">
              <Group gap="xs" role="group" aria-label="Filter by industry">
                {industries.map((name) => (
                  <Button
                    key={name}
                    size="xs"
                    variant={industry === name ? 'filled' : 'default'}
                    aria-pressed={industry === name}
                    onClick={() => setIndustry(name)}
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
        </Tabs>
      </Stack>
    </Container>
  );
}
