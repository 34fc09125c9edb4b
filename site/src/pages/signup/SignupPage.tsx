import { Container, Paper, Text, Title } from '@mantine/core';
import { useSearchParams } from '@parley/router';
import { PageMeta } from '../../components/PageMeta';
import { SIGNUP_VARIANTS, SignupLeadPanel, toPlan, toSignupType } from '../../features/leads';

const PLAN_NAMES = { starter: 'Starter', professional: 'Professional', enterprise: 'Enterprise' } as const;

/** /signup?type=trial|demo|subscribe&plan=…: one lead form per type (docs/routes.md#route-table). */
export default function SignupPage() {
  const [params] = useSearchParams();
  const type = toSignupType(params.get('type'));
  const plan = toPlan(params.get('plan'));

  return (
    <Container size={480} py="xl">
      <PageMeta route="signup" title={SIGNUP_VARIANTS[type].title} />
      <Title order={1} ta="center" mb="xs">
        {SIGNUP_VARIANTS[type].title}
      </Title>
      {plan && (
        <Text c="dimmed" ta="center" mb="md">
          Plan: {PLAN_NAMES[plan]}
        </Text>
      )}
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {/* Keyed by type: switching variants starts a fresh form. */}
        <SignupLeadPanel key={type} type={type} plan={plan} />
      </Paper>
    </Container>
  );
}
