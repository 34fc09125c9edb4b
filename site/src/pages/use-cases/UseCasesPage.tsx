import { Container, List, SimpleGrid, Stack, Title } from '@mantine/core';
import { InfoCard } from '../../components/marketing/InfoCard';
import { PageHero } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { industries, useCases } from './content';
import { UseCaseBlock } from './UseCaseBlock';

/** /use-cases: five alternating use-case blocks and six industry cards. */
export default function UseCasesPage() {
  return (
    <Container size="lg" py="xl">
      <PageMeta route="useCases" />
      <Stack gap={64}>
        <PageHero
          title="Use Cases"
          lead="Wherever prices, volumes and terms are still negotiated by email, an agent can do the rounds for you."
        />
        {useCases.map((useCase, index) => (
          <UseCaseBlock key={useCase.title} useCase={useCase} reversed={index % 2 === 1} />
        ))}
        <section aria-labelledby="industries-heading">
          <Title order={2} id="industries-heading" mb="lg">
            Industries
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {industries.map((card) => (
              <InfoCard key={card.industry} title={card.industry} text={card.description} textMb="sm">
                <List size="sm" spacing={4}>
                  {card.benefits.map((benefit) => (
                    <List.Item key={benefit}>{benefit}</List.Item>
                  ))}
                </List>
              </InfoCard>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}
