import { Container, Paper, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { ContactForm, submitContact } from '../../features/leads';

/** /contact: the help centre's contact form on its own page, stored as a `contact` lead. */
export default function ContactPage() {
  return (
    <Container size={640} py="xl">
      <PageMeta route="contact" />
      <Title order={1} ta="center" mb="xs">
        Contact Us
      </Title>
      <Text c="dimmed" ta="center" mb="lg">
        Tell us what you need, a demo, a question or help, and we will reply within 24 hours.
      </Text>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <ContactForm onSubmit={(values) => submitContact(values, paths.contact)} />
      </Paper>
    </Container>
  );
}
