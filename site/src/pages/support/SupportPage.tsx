import { Container, Grid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { ContactForm, submitContact } from '../../features/leads';
import { popularResources, supportFaqTabs, supportResources } from './content';
import { LinkCards } from './LinkCards';
import { OtherOptions } from './OtherOptions';
import { SupportFaq } from './SupportFaq';

/** /support: search, resources, FAQ tabs, the contact form and other contact options. */
export default function SupportPage() {
  return (
    <Container size="lg" py="xl">
      <PageMeta route="support" />
      <Stack gap={56}>
        <Stack gap="md" align="center" ta="center">
          <Title order={1}>How can we help?</Title>
          <Text c="dimmed">Search the help centre, browse popular topics or write to our support team.</Text>
          {/* The search box has no behaviour yet; the description says so instead of pretending. */}
          <TextInput
            w="100%"
            maw={560}
            size="md"
            leftSection={<IconSearch size={18} aria-hidden />}
            placeholder="Search for answers…"
            aria-label="Search the help centre"
            description="Search is coming soon; meanwhile browse the topics below."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        </Stack>
        <LinkCards items={supportResources} cols={{ base: 1, md: 3 }} titleOrder={2} />
        <section aria-labelledby="popular-heading">
          <Title order={2} id="popular-heading" mb="md">
            Popular Resources
          </Title>
          <LinkCards items={popularResources} cols={{ base: 1, sm: 2, md: 4 }} />
        </section>
        <section aria-labelledby="faq-heading">
          <Title order={2} id="faq-heading" mb="md">
            Frequently Asked Questions
          </Title>
          <SupportFaq tabs={supportFaqTabs} />
        </section>
        <section aria-labelledby="contact-heading">
          <Title order={2} id="contact-heading" mb="md">
            Contact Support
          </Title>
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <ContactForm onSubmit={(values) => submitContact(values, paths.support)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <OtherOptions />
            </Grid.Col>
          </Grid>
        </section>
      </Stack>
    </Container>
  );
}
