import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

type AuthTab = 'signin' | 'signup';

const toTab = (value: string | null): AuthTab => (value === 'signup' ? 'signup' : 'signin');

/** Sign In / Sign Up, chosen by ?tab= (default signin) and kept in the address when switched. */
export function AuthTabs() {
  const [params, setParams] = useSearchParams();
  const tab = toTab(params.get('tab'));

  return (
    <Tabs
      keepMounted={false}
      value={tab}
      onChange={(value) => setParams({ tab: toTab(value) }, { replace: true })}
    >
      <Tabs.List grow mb="md">
        <Tabs.Tab value="signin">Sign In</Tabs.Tab>
        <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="signin">
        <SignInForm />
      </Tabs.Panel>
      <Tabs.Panel value="signup">
        <SignUpForm />
      </Tabs.Panel>
    </Tabs>
  );
}
