import { MantineProvider } from '@mantine/core';
import { cleanNotifications, notifications } from '@mantine/notifications';
import { MESSAGES } from '@parley/shared/validation';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@parley/router/memory';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormPostContext, type FormPostState } from '../../../lib/form-post';
import { NewsletterForm } from './NewsletterForm';

const submitLead = vi.hoisted(() => vi.fn());
vi.mock('@parley/shared/leads', async (original) => ({ ...(await original()), submitLead }));
vi.mock('../../../lib/supabase', () => ({ loadSupabase: async () => ({ fake: 'client' }) }));

function renderForm(posted: FormPostState | null = null) {
  return render(
    <MantineProvider>
      <FormPostContext.Provider value={posted}>
        <MemoryRouter initialEntries={['/pricing']}>
          <NewsletterForm />
        </MemoryRouter>
      </FormPostContext.Provider>
    </MantineProvider>,
  );
}

const input = () => screen.getByLabelText('Email address');
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

describe('NewsletterForm', () => {
  beforeEach(() => {
    submitLead.mockReset();
    submitLead.mockResolvedValue(undefined);
  });
  afterEach(() => act(() => cleanNotifications()));

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['without an @', 'someone.example.com'],
  ])('refuses an %s address with the message, and sends nothing', async (_case, value) => {
    renderForm();
    if (value) fireEvent.change(input(), { target: { value } });
    await userEvent.click(subscribe());
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('clears the message as soon as the address changes', async () => {
    renderForm();
    await userEvent.click(subscribe());
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    await userEvent.type(input(), 'a');
    expect(screen.queryByText(MESSAGES.invalidEmail)).toBeNull();
    expect(input()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('stores a newsletter lead with the trimmed address and the page, then thanks', async () => {
    renderForm();
    await userEvent.type(input(), '  ada@example.com ');
    await userEvent.click(subscribe());
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for subscribing!');
    expect(submitLead).toHaveBeenCalledTimes(1);
    expect(submitLead).toHaveBeenCalledWith(
      { fake: 'client' },
      { kind: 'newsletter', email: 'ada@example.com', page: '/pricing' },
    );
  });

  it('disables the field and the button while sending', async () => {
    let finish: () => void = () => {};
    submitLead.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderForm();
    await userEvent.type(input(), 'ada@example.com');
    await userEvent.click(subscribe());
    expect(input()).toBeDisabled();
    expect(subscribe()).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('says a failure in a toast and keeps the address for another try', async () => {
    const show = vi.spyOn(notifications, 'show');
    submitLead.mockRejectedValue(new Error('offline'));
    renderForm();
    await userEvent.type(input(), 'ada@example.com');
    await userEvent.click(subscribe());
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red' })));
    expect(input()).toHaveValue('ada@example.com');
    expect(subscribe()).toBeEnabled();
    show.mockRestore();
  });

  it("shows the server's message for a post it refused, keeping the value", () => {
    renderForm({
      form: 'newsletter',
      values: { email: 'nope' },
      errors: { email: MESSAGES.invalidEmail },
      sent: false,
      failed: false,
    });
    expect(input()).toHaveValue('nope');
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
  });
});
