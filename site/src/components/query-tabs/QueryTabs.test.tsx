import { MantineProvider, Tabs } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useLocation } from '@parley/router';
import { MemoryRouter } from '@parley/router/memory';
import { describe, expect, it } from 'vitest';
import { QueryTab, QueryTabs } from './QueryTabs';

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderTabs(initial = '/docs') {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[initial]}>
        <QueryTabs tabs={['one', 'two']}>
          <Tabs.List>
            <QueryTab value="one">One</QueryTab>
            <QueryTab value="two">Two</QueryTab>
          </Tabs.List>
          <Tabs.Panel value="one">First panel</Tabs.Panel>
          <Tabs.Panel value="two">Second panel</Tabs.Panel>
        </QueryTabs>
        <Address />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('QueryTabs', () => {
  it('links each tab to its own address, the other parameters kept', () => {
    renderTabs('/docs?topic=api');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('href', '?topic=api&tab=two');
  });

  it('switches in place on a plain click, and writes the address', () => {
    renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('address')).toHaveTextContent('?tab=two');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }])(
    'leaves a click with a modifier to the browser (%o): the open tab stays',
    (modifier) => {
      renderTabs();
      // Not prevented: the browser follows the link in a new tab or window (jsdom, which cannot,
      // logs "Not implemented: navigation").
      expect(fireEvent.click(screen.getByRole('tab', { name: 'Two' }), modifier)).toBe(true);
      expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByLabelText('address')).toHaveTextContent('');
    },
  );
});
