import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, RouterProvider, useBlocker } from '@parley/router';
import { createBrowserRouter } from '@parley/router/browser';
import { createRouteMatcher } from '@parley/router/route-match';
import { createAuthTestClient } from '@parley/shared/testing';
import { adminDraftKey } from '../../../lib/admin-draft-keys';
import { pageReloader } from '../../../lib/missing-code';
import { AuthProvider } from '../AuthProvider';
import { renderWithAuth } from '../testing/render-with-auth';
import { UserActions } from './UserActions';

const ADMIN_ID = '33333333-3333-4333-8333-333333333333';
const draftKey = adminDraftKey(ADMIN_ID, 'new');

/** An editor with unsaved changes under the header: leaving asks, as the admin editor's guard does. */
function EditorWithUnsavedChanges({ confirm }: { confirm: () => Promise<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  return (
    <>
      <UserActions />
      <p>Editor</p>
    </>
  );
}

function renderEditor(confirm: () => Promise<boolean>) {
  const fake = createAuthTestClient({ signedIn: { email: 'boss@example.com', id: ADMIN_ID }, admin: true });
  const rendered = renderWithAuth(
    [
      { path: '/admin/blog/new', element: <EditorWithUnsavedChanges confirm={confirm} /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { getClient: fake.getClient, at: '/admin/blog/new' },
  );
  return { ...rendered, fake };
}

/** A signed-in admin whose first sign-out the auth server refuses (`status`); later ones succeed. */
function adminWhoseFirstSignOutFails(status: number, msg: string) {
  let logouts = 0;
  return createAuthTestClient({
    signedIn: { email: 'boss@example.com', id: ADMIN_ID },
    admin: true,
    respond: (request) =>
      request.path === '/auth/v1/logout'
        ? ++logouts === 1
          ? { status, body: { msg } }
          : { status: 204 }
        : undefined,
  });
}
describe('Sign Out over an editor with unsaved changes', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(draftKey, JSON.stringify({ values: { title: 'An hour of typing' }, images: [] }));
  });

  it('cancelled at "leave with unsaved changes?", keeps the session and the drafts kept in this browser', async () => {
    const confirm = vi.fn(async () => false);
    const { fake } = renderEditor(confirm);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    // Nothing after the answer: give a sign-out the time it would take to go through.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(localStorage.getItem(draftKey)).not.toBeNull();
    expect(screen.getByText('Editor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect((await fake.client.auth.getSession()).data.session).not.toBeNull();
  });

  it('confirmed, signs out, removes the drafts and goes home', async () => {
    const confirm = vi.fn(async () => true);
    const { fake } = renderEditor(confirm);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(draftKey)).toBeNull());
    expect((await fake.client.auth.getSession()).data.session).toBeNull();
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});

describe('Sign Out clicked twice', () => {
  it('signs out once while the first sign-out is on its way: one request, one toast', async () => {
    localStorage.clear();
    const toasts = vi.spyOn(notifications, 'show');
    // The auth server answers the sign-out only when the test says (a slow network).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fake = createAuthTestClient({
      signedIn: { email: 'boss@example.com', id: ADMIN_ID },
      admin: true,
      respond: (request) =>
        request.path === '/auth/v1/logout' ? answered.then(() => ({ status: 204 })) : undefined,
    });
    // The header is on every page: its Sign Out is still there once home.
    const page = (text: string) => (
      <>
        <UserActions />
        <p>{text}</p>
      </>
    );
    renderWithAuth(
      [
        { path: '/admin', element: page('Admin page') },
        { path: '/', element: page('Home page') },
      ],
      { getClient: fake.getClient, at: '/admin' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByText('Home page');
    await waitFor(() => expect(fake.sent('POST', '/auth/v1/logout')).toHaveLength(1));
    // Still signed in while the answer is on its way: the button is there, and clicked again.
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    answer();
    await waitFor(async () => expect((await fake.client.auth.getSession()).data.session).toBeNull());
    // Give a second sign-out the time it would take to answer and toast.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.sent('POST', '/auth/v1/logout')).toHaveLength(1);
    expect(toasts.mock.calls.map(([toast]) => toast.message)).toEqual(['Successfully signed out']);
  });

  it('says in words that the sign-out failed and the admin is still signed in; the raw error goes to the console', async () => {
    const toasts = vi.spyOn(notifications, 'show');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = createAuthTestClient({
      signedIn: { email: 'boss@example.com', id: ADMIN_ID },
      admin: true,
      respond: (request) => {
        // What the browser's fetch throws when the network is down.
        if (request.path === '/auth/v1/logout') throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    renderWithAuth([{ path: '/', element: <UserActions /> }], { getClient: fake.getClient, at: '/' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(toasts).toHaveBeenCalled());
    const [toast] = toasts.mock.calls.at(-1)!;
    expect(toast).toMatchObject({
      color: 'red',
      title: 'Failed to sign out',
      message: 'You are still signed in on this browser. Check your connection, then select Sign Out again.',
    });
    expect(JSON.stringify(toasts.mock.calls)).not.toContain('Failed to fetch');
    expect(JSON.stringify(logged.mock.calls.map((call) => call.map(String)))).toContain('Failed to fetch');
    expect((await fake.client.auth.getSession()).data.session).not.toBeNull();
  });

  it('lets the admin sign out again after a sign-out that failed', async () => {
    localStorage.clear();
    const fake = adminWhoseFirstSignOutFails(500, 'The server is down');
    renderWithAuth([{ path: '/', element: <UserActions /> }], { getClient: fake.getClient, at: '/' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(fake.sent('POST', '/auth/v1/logout')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fake.client.auth.getSession()).data.session).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(async () => expect((await fake.client.auth.getSession()).data.session).toBeNull());
    expect(fake.sent('POST', '/auth/v1/logout')).toHaveLength(2);
  });
});

describe("Sign Out when the home page's code cannot be fetched (a deploy removed it, or offline)", () => {
  /** The admin page under the real browser router, whose home page's code fails to load. */
  function renderOnAdminPage(fake: ReturnType<typeof createAuthTestClient>) {
    window.history.replaceState(null, '', '/admin');
    const router = createBrowserRouter({
      matchRoute: createRouteMatcher([
        { path: '/', module: 'home' },
        { path: '/admin', module: 'admin' },
      ]),
      loadRoute: (match) =>
        match?.chain.at(-1)?.module === 'home' ? Promise.reject(new Error('chunk gone')) : Promise.resolve(),
    });
    const pages: Record<string, () => React.ReactNode> = {
      home: () => <p>Home page</p>,
      admin: () => (
        <>
          <UserActions />
          <p>Admin page</p>
        </>
      ),
    };
    return render(
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={new QueryClient()}>
          <AuthProvider getClient={fake.getClient} mayHaveSession={() => true}>
            <RouterProvider router={router} componentOf={(route) => pages[route.module]!}>
              <Outlet />
            </RouterProvider>
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
  }

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(draftKey, JSON.stringify({ values: { title: 'An hour of typing' }, images: [] }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('signs out, removes the drafts, and loads the home page the plain way (no reload of the admin page)', async () => {
    const leave = vi.spyOn(pageReloader, 'leave').mockImplementation(() => {});
    const reload = vi.spyOn(pageReloader, 'reloadOnce');
    const fake = createAuthTestClient({ signedIn: { email: 'boss@example.com', id: ADMIN_ID }, admin: true });
    renderOnAdminPage(fake);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect((await fake.client.auth.getSession()).data.session).toBeNull();
    expect(localStorage.getItem(draftKey)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says the sign-out failed and keeps Sign Out working when the auth server cannot be reached either', async () => {
    const leave = vi.spyOn(pageReloader, 'leave').mockImplementation(() => {});
    const toasts = vi.spyOn(notifications, 'show');
    const fake = adminWhoseFirstSignOutFails(503, 'Service unavailable');
    renderOnAdminPage(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(toasts.mock.calls.map(([toast]) => toast.color)).toContain('red'));
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByText('Admin page')).toBeInTheDocument();
    expect((await fake.client.auth.getSession()).data.session).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect((await fake.client.auth.getSession()).data.session).toBeNull();
  });
});
