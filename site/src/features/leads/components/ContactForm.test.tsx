import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@parley/router/memory';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';

function renderForm(onSubmit: Parameters<typeof ContactForm>[0]['onSubmit']) {
  return render(
    <MantineProvider>
      {/* In a router: the form posts to its page when JavaScript is not running yet. */}
      <MemoryRouter initialEntries={['/support']}>
        <ContactForm onSubmit={onSubmit} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), 'Ada');
  await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Subject/), 'Rules');
  await user.type(screen.getByLabelText(/Message/), 'How do margin rules work?');
}

describe('ContactForm', () => {
  it('does not submit with missing fields or a bad email, and says why', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values, then shows the success message and clears the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Rules',
      message: 'How do margin rules work?',
    });
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('');
  });

  it('keeps the values and shows an error when sending fails', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn().mockRejectedValue(new Error('offline')));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send your request');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
  });
});
