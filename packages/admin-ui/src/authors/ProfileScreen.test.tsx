import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSupabase, withSideReads, type FakeRequest } from '../test/fake-posts-api';
import { renderAdmin } from '../test/render-admin';
import { ProfileScreen } from './ProfileScreen';

const stored = {
  user_id: 'admin-user-id',
  slug: 'ada',
  name: 'Ada Lovelace',
  bio: null,
  avatar_url: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

describe('ProfileScreen', () => {
  it('creates a first profile, its slug following the name', async () => {
    const { client, requests } = fakeSupabase(
      withSideReads((request: FakeRequest) => {
        if (request.method === 'GET') return { body: [] };
        // No row to update yet: the insert follows.
        if (request.method === 'PATCH') return { body: [] };
        return { status: 201, body: [{ ...stored, ...(request.body as object) }] };
      }),
    );
    const { host } = renderAdmin(<ProfileScreen />, { supabase: client });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Grace Hopper');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('grace-hopper');
    // A name in another alphabet, or one cut at the slug's bound, still gives a valid slug.
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Иван Щукин');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('ivan-shchukin');
    await user.clear(name);
    await user.type(name, `${'a'.repeat(79)} b`);
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('a'.repeat(79));
    await user.clear(name);
    await user.type(name, 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Wrote the first compiler.');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Profile saved' }),
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      user_id: 'admin-user-id',
      name: 'Grace Hopper',
      slug: 'grace-hopper',
      bio: 'Wrote the first compiler.',
      avatar_url: null,
    });
  });

  it('shows each bad field’s message and saves nothing; a taken slug on the slug field', async () => {
    const { client, requests } = fakeSupabase(
      withSideReads((request: FakeRequest) =>
        request.method === 'GET'
          ? { body: [stored] }
          : {
              status: 409,
              body: {
                code: '23505',
                message: 'duplicate key value violates unique constraint "author_profiles_slug_key"',
              },
            },
      ),
    );
    renderAdmin(<ProfileScreen />, { supabase: client });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Ada Lovelace');
    await user.clear(name);
    await user.clear(screen.getByRole('textbox', { name: 'Slug' }));
    await user.type(screen.getByRole('textbox', { name: 'Slug' }), 'Not A Slug');
    await user.type(screen.getByRole('textbox', { name: 'Avatar URL' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Slug may contain only lowercase letters, numbers and hyphens'),
    ).toBeInTheDocument();
    expect(screen.getByText('Avatar must be an http or https URL')).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);

    await user.type(name, 'Ada');
    await user.clear(screen.getByRole('textbox', { name: 'Slug' }));
    await user.type(screen.getByRole('textbox', { name: 'Slug' }), 'grace');
    await user.clear(screen.getByRole('textbox', { name: 'Avatar URL' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('This slug is already used by another author')).toBeInTheDocument();
  });
});
