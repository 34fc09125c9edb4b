import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aPost, fakeSupabase } from '../test/fake-posts-api';
import { renderAdmin } from '../test/render-admin';
import { NAVIGATION_ADAPTERS } from '../test/navigation-adapters';
import { PostEditor } from './PostEditor';
import { findContentEditor } from '../test/markdown-editor';

// The frame that hands typing to the form never comes here: whatever reaches the form does so
// because the editor handed it over itself (a save, a picture).
vi.mock('./after-next-paint', () => ({ afterNextPaint: () => () => {} }));

describe.each(NAVIGATION_ADAPTERS)(
  'PostEditor, a keystroke not yet handed to the form, on %s',
  (navigation) => {
    it('is saved: a save takes the text as shown', async () => {
      const { client, requests } = fakeSupabase((request) => ({
        status: 201,
        body: { ...aPost(), ...(request.body as object) },
      }));
      const { location } = renderAdmin(<PostEditor />, { navigation, supabase: client });
      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox', { name: 'Title' }), 'My First Post');
      await user.type(screen.getByRole('textbox', { name: 'Excerpt' }), 'A short summary');
      const content = await findContentEditor();
      await user.type(content, 'Some **body**');
      expect(content).toHaveValue('Some **body**');

      await user.keyboard('{Control>}s{/Control}');
      await waitFor(() => expect(location().pathname).toBe('/admin'));
      const insert = requests.find((request) => request.method === 'POST');
      expect(insert?.body).toMatchObject({ title: 'My First Post', content: 'Some **body**' });
    });

    it('is a change: leaving asks first, and staying keeps it', async () => {
      const { client } = fakeSupabase(() => ({ status: 201, body: aPost() }));
      const confirm = vi.fn(async () => false);
      const { location, navigate } = renderAdmin(<PostEditor />, { navigation, supabase: client, confirm });
      const user = userEvent.setup();
      const content = await findContentEditor();
      await user.type(content, 'x');

      await navigate('/elsewhere');
      await waitFor(() =>
        expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving?'),
      );
      expect(location().pathname).toBe('/under-test');
      expect(content).toHaveValue('x');
    });
  },
);
