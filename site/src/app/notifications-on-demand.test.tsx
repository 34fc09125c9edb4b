import { MantineProvider } from '@mantine/core';
import { cleanNotifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsOnDemand } from './notifications-on-demand';

function renderContainer() {
  return render(
    <MantineProvider>
      <NotificationsOnDemand />
    </MantineProvider>,
  );
}

describe('NotificationsOnDemand', () => {
  afterEach(() => act(() => cleanNotifications()));

  it('adds nothing to the page while no toast has been shown', () => {
    renderContainer();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the first toast, and the ones after it', async () => {
    renderContainer();
    act(() => void notifications.show({ message: 'Thanks for subscribing!' }));
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    act(() => void notifications.show({ message: 'Saved' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows a toast raised before it was rendered', async () => {
    act(() => void notifications.show({ message: 'Signed out' }));
    renderContainer();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });
});
