// @vitest-environment jsdom
import '@parley/admin-ui/test-setup';
import { MantineProvider } from '@mantine/core';
import { LOCAL_SITE_URL, LOCAL_SUPABASE_URL } from '@parley/shared/local-defaults';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackendSettings, StudioBridge } from '../../../shared/ipc-contract';
import { BackendSettingsProvider, useBackendSettings } from '../lib/backend-settings';
import { PLAIN_HTTP_WARNING, SettingsScreen } from './SettingsScreen';

const current: BackendSettings = {
  supabaseUrl: 'http://127.0.0.1:54399',
  supabaseAnonKey: 'aaa.bbb.ccc',
  siteUrl: 'http://127.0.0.1:5199',
};

/** What the posts screens read: the site URL of the settings. */
function SiteUrlProbe() {
  return <output aria-label="Site in use">{useBackendSettings().settings.siteUrl}</output>;
}

/** The screen as the studio mounts it: the settings it saves become the ones every screen reads. */
function Harness({ onSaved }: { onSaved: (settings: BackendSettings) => void }) {
  const [settings, setStored] = useState(current);
  const value = {
    settings,
    onSaved: (saved: BackendSettings) => {
      onSaved(saved);
      setStored(saved);
    },
  };
  return (
    <BackendSettingsProvider value={value}>
      <SettingsScreen current={settings} onSaved={value.onSaved} />
      <SiteUrlProbe />
    </BackendSettingsProvider>
  );
}

let setSettings: ReturnType<typeof vi.fn<StudioBridge['setSettings']>>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  setSettings = vi.fn(async (settings: BackendSettings) => settings);
  window.parley = { getSettings: async () => current, setSettings } as unknown as StudioBridge;
  // The live check: the auth service is healthy and the key is accepted.
  fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSettings() {
  const onSaved = vi.fn();
  render(
    <MantineProvider>
      <Harness onSaved={onSaved} />
    </MantineProvider>,
  );
  return { onSaved, siteField: screen.getByLabelText(/^Public site URL/) };
}

const siteInUse = () => screen.getByRole('status', { name: 'Site in use' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Check and save' }));

// Rendering Mantine in jsdom on a busy machine takes seconds.
describe('SettingsScreen', { timeout: 15_000 }, () => {
  it('shows the backend and the public site settings, filled with the current ones', async () => {
    const { siteField } = renderSettings();
    expect(screen.getByLabelText(/^Supabase URL/)).toHaveValue(current.supabaseUrl);
    expect(screen.getByLabelText(/^Anon key/)).toHaveValue(current.supabaseAnonKey);
    expect(siteField).toHaveValue(current.siteUrl);
    expect(screen.getByText(new RegExp(`\\(${LOCAL_SITE_URL}\\)`))).toBeInTheDocument();
    await waitFor(() => expect(siteInUse()).toHaveTextContent(current.siteUrl));
  });

  it.each([
    ['empty', '', `Enter a URL such as ${LOCAL_SITE_URL}`],
    ['blank', '   ', `Enter a URL such as ${LOCAL_SITE_URL}`],
    ['no URL', 'parley.example', `Enter a URL such as ${LOCAL_SITE_URL}`],
    ['a javascript: URL', 'javascript:alert(1)', 'The URL must start with http:// or https://'],
    ['a file: URL', 'file:///etc/passwd', 'The URL must start with http:// or https://'],
    ['huge', `https://parley.example/${'a'.repeat(5000)}`, 'The URL must be at most 2048 characters'],
  ])('refuses a public site URL that is %s, saying why', async (_label, value, message) => {
    const { onSaved, siteField } = renderSettings();
    fireEvent.change(siteField, { target: { value } });
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(siteField).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(setSettings).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a bad backend URL with an example of a good one', async () => {
    renderSettings();
    fireEvent.change(screen.getByLabelText(/^Supabase URL/), { target: { value: 'not a url' } });
    await save();
    expect(await screen.findByText(`Enter a URL such as ${LOCAL_SUPABASE_URL}`)).toBeInTheDocument();
    expect(setSettings).not.toHaveBeenCalled();
  });

  it('warns while the backend is plain http:// to another computer, and still saves it when asked', async () => {
    const { onSaved } = renderSettings();
    const backend = screen.getByLabelText(/^Supabase URL/);
    // The embedded backend on this computer: nothing to warn about.
    expect(backend).not.toHaveAccessibleDescription(PLAIN_HTTP_WARNING);
    fireEvent.change(backend, { target: { value: 'http://supabase.example.com' } });
    expect(backend).toHaveAccessibleDescription(PLAIN_HTTP_WARNING);
    await save();
    expect(await screen.findByText('Connected and saved.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith({ ...current, supabaseUrl: 'http://supabase.example.com' });
    fireEvent.change(backend, { target: { value: 'https://supabase.example.com' } });
    expect(backend).not.toHaveAccessibleDescription(PLAIN_HTTP_WARNING);
  });

  it('saves a new public site URL (trimmed) and the screens use it at once', async () => {
    const { onSaved, siteField } = renderSettings();
    await waitFor(() => expect(siteInUse()).toHaveTextContent(current.siteUrl));
    fireEvent.change(siteField, { target: { value: '  https://www.parley.example  ' } });
    await save();
    expect(await screen.findByText('Connected and saved.')).toBeInTheDocument();
    const saved = { ...current, siteUrl: 'https://www.parley.example' };
    expect(setSettings).toHaveBeenCalledWith(saved);
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(siteInUse()).toHaveTextContent(saved.siteUrl);
  });
});
