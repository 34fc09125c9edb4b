import { Tabs } from '@mantine/core';
import { QueryTab, QueryTabs } from '../../../components/query-tabs/QueryTabs';
import { AUTH_TABS } from '../lib/auth-tabs';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/**
 * Sign In / Sign Up, chosen by ?tab= (default signin) and kept in the address when switched; each
 * tab is a link to its address, so it works before the page's scripts run.
 */
export function AuthTabs() {
  return (
    <QueryTabs tabs={AUTH_TABS} keepMounted={false}>
      <Tabs.List grow mb="md">
        <QueryTab value="signin">Sign In</QueryTab>
        <QueryTab value="signup">Sign Up</QueryTab>
      </Tabs.List>
      <Tabs.Panel value="signin">
        <SignInForm />
      </Tabs.Panel>
      <Tabs.Panel value="signup">
        <SignUpForm />
      </Tabs.Panel>
    </QueryTabs>
  );
}
