import { LOCAL_SITE_URL } from '@parley/shared/local-defaults';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDraftsStore, MAX_DRAFTS } from '../../src/main/drafts-store';
import { createSettingsStore, LOCAL_BACKEND } from '../../src/main/settings-store';
import { createTokenStore } from '../../src/main/token-store';
import { createWindowStateStore, DEFAULT_WINDOW_STATE } from '../../src/main/window-state';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parley-studio-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in for the OS keychain: reversible, but never the plain text. */
const keychain = (available = true) => ({
  isEncryptionAvailable: () => available,
  encryptString: (text: string) => Buffer.from([...Buffer.from(text)].map((b) => b ^ 0x5a)),
  decryptString: (data: Buffer) => Buffer.from([...data].map((b) => b ^ 0x5a)).toString(),
});

describe('the session token store', () => {
  const session = JSON.stringify({ access_token: 'eyJ.secret.token', refresh_token: 'abcdefghijkl' });

  it('keeps the session across restarts, encrypted at rest', async () => {
    await createTokenStore(dir, keychain()).setItem('sb-127-auth-token', session);
    const onDisk = await readFile(join(dir, 'session.json'), 'utf8');
    expect(onDisk).not.toContain('secret');
    expect(onDisk).not.toContain('abcdefghijkl');
    await expect(createTokenStore(dir, keychain()).getItem('sb-127-auth-token')).resolves.toBe(session);
  });

  it('forgets the session on sign-out', async () => {
    const store = createTokenStore(dir, keychain());
    await store.setItem('k', session);
    await store.removeItem('k');
    await expect(createTokenStore(dir, keychain()).getItem('k')).resolves.toBeNull();
  });

  it('never writes plain text when no keychain is available', async () => {
    const store = createTokenStore(dir, keychain(false));
    await store.setItem('k', session);
    await expect(store.getItem('k')).resolves.toBe(session);
    expect(await readdir(dir)).toEqual([]);
  });

  it("keeps the session in memory only where the keychain is Linux's basic_text fallback (a constant key)", async () => {
    for (const backend of ['basic_text', 'unknown'] as const) {
      const store = createTokenStore(dir, { ...keychain(), getSelectedStorageBackend: () => backend });
      await store.setItem('k', session);
      await expect(store.getItem('k')).resolves.toBe(session);
      expect(await readdir(dir)).toEqual([]);
    }
    await createTokenStore(dir, {
      ...keychain(),
      getSelectedStorageBackend: () => 'gnome_libsecret',
    }).setItem('k', session);
    expect(await readdir(dir)).toEqual(['session.json']);
  });

  it('reads the file once: calls made while it is read see the stored session, and keep it', async () => {
    await createTokenStore(dir, keychain()).setItem('a', 'stored');
    const store = createTokenStore(dir, keychain());
    const [first, , second] = await Promise.all([
      store.getItem('a'),
      store.setItem('b', 'new'),
      store.getItem('a'),
    ]);
    expect([first, second]).toEqual(['stored', 'stored']);
    const restarted = createTokenStore(dir, keychain());
    await expect(restarted.getItem('a')).resolves.toBe('stored');
    await expect(restarted.getItem('b')).resolves.toBe('new');
  });

  it('starts signed out when the file is corrupt', async () => {
    await createTokenStore(dir, keychain()).setItem('k', session);
    await import('node:fs/promises').then((fs) => fs.writeFile(join(dir, 'session.json'), '{oops'));
    await expect(createTokenStore(dir, keychain()).getItem('k')).resolves.toBeNull();
  });
});

describe('autosaved drafts', () => {
  const draft = (key: string, savedAt: string) => ({
    key,
    title: `Draft ${key}`,
    savedAt,
    values: { title: 'T', content: 'C', published: false },
  });

  it('are offered back newest first after a restart, until discarded', async () => {
    const id = '4f1c2d3e-0000-4000-8000-000000000001';
    await createDraftsStore(dir).save(draft('new', '2026-11-22T10:00:00Z'));
    await createDraftsStore(dir).save(draft(id, '2026-11-22T11:00:00Z'));
    const restarted = createDraftsStore(dir);
    expect((await restarted.list()).map((d) => d.key)).toEqual([id, 'new']);
    await restarted.discard('new');
    expect((await restarted.list()).map((d) => d.key)).toEqual([id]);
  });

  it('keep the pictures pasted while the backend was unreachable', async () => {
    const image = {
      id: '4f1c2d3e-0000-4000-8000-00000000000a',
      name: 'chart.png',
      type: 'image/png' as const,
      data: 'iVBORw0KGgo=',
    };
    await createDraftsStore(dir).save({ ...draft('new', '2026-11-22T10:00:00Z'), images: [image] });
    expect((await createDraftsStore(dir).list())[0]?.images).toEqual([image]);
  });

  it('refuses pictures that are not an allowed image, too many, too large or not base64', async () => {
    const image = {
      id: '4f1c2d3e-0000-4000-8000-00000000000a',
      name: 'a.png',
      type: 'image/png',
      data: 'AAAA',
    };
    const store = createDraftsStore(dir);
    const save = (images: unknown[]) =>
      store.save({ ...draft('new', 'x'), images } as Parameters<typeof store.save>[0]);
    await expect(save([{ ...image, type: 'image/svg+xml' }])).rejects.toThrow();
    await expect(save([{ ...image, id: '../../evil' }])).rejects.toThrow();
    await expect(save([{ ...image, data: 'not base64!' }])).rejects.toThrow();
    await expect(save([{ ...image, data: 'A'.repeat(14 * 1024 * 1024 + 4) }])).rejects.toThrow();
    await expect(save(Array.from({ length: 11 }, () => image))).rejects.toThrow();
    await expect(save([null])).rejects.toThrow();
    expect(await store.list()).toEqual([]);
  });

  it('refuses a draft a renderer could fill the disk with: a key that is no UUID, too many or too long fields', async () => {
    const store = createDraftsStore(dir);
    const save = (overrides: Record<string, unknown>) =>
      store.save({ ...draft('new', '2026-11-22T10:00:00Z'), ...overrides } as Parameters<
        typeof store.save
      >[0]);
    await expect(save({ key: '-'.repeat(36) })).rejects.toThrow();
    await expect(save({ key: `${'4f1c2d3e-0000-4000-8000-000000000001'}x` })).rejects.toThrow();
    await expect(save({ savedAt: '2'.repeat(41) })).rejects.toThrow();
    const many = Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`field${i}`, 'x']));
    await expect(save({ values: many })).rejects.toThrow();
    await expect(save({ values: { content: 'x'.repeat(400_001) } })).rejects.toThrow();
    await expect(save({ values: { ['k'.repeat(65)]: 'x' } })).rejects.toThrow();
    expect(await store.list()).toEqual([]);
    await save({ values: { content: 'x'.repeat(400_000) } });
    expect(await store.list()).toHaveLength(1);
  });

  it('keeps at most MAX_DRAFTS drafts, but always saves one already kept', async () => {
    const store = createDraftsStore(dir);
    const key = (i: number) => `4f1c2d3e-0000-4000-8000-${String(i).padStart(12, '0')}`;
    for (let i = 0; i < MAX_DRAFTS; i++) await store.save(draft(key(i), '2026-11-22T10:00:00Z'));
    await expect(store.save(draft(key(MAX_DRAFTS), '2026-11-22T10:00:00Z'))).rejects.toThrow(/At most 100/);
    await store.save(draft(key(0), '2026-11-22T11:00:00Z'));
    expect(await store.list()).toHaveLength(MAX_DRAFTS);
  });

  it('refuses keys that would escape the drafts folder', async () => {
    await expect(createDraftsStore(dir).save(draft('../../evil', 'x'))).rejects.toThrow();
    await expect(createDraftsStore(dir).discard('../settings')).rejects.toThrow();
  });
});

describe('settings and window state', () => {
  it('default to the local backend and a standard window', async () => {
    await expect(createSettingsStore(dir).get()).resolves.toEqual(LOCAL_BACKEND);
    await expect(createWindowStateStore(dir).load()).resolves.toEqual(DEFAULT_WINDOW_STATE);
  });

  it('remember what was saved', async () => {
    const hosted = {
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'x.y.z',
      siteUrl: 'https://parley.example',
    };
    await createSettingsStore(dir).set(hosted);
    await expect(createSettingsStore(dir).get()).resolves.toEqual(hosted);
    await createWindowStateStore(dir).save({ x: 5, y: 6, width: 900, height: 700, maximized: true });
    await expect(createWindowStateStore(dir).load()).resolves.toMatchObject({
      x: 5,
      width: 900,
      maximized: true,
    });
  });

  it('refuses an invalid backend URL', async () => {
    await expect(
      createSettingsStore(dir).set({ ...LOCAL_BACKEND, supabaseUrl: 'ftp://x' }),
    ).rejects.toThrow();
  });
});

describe('the public site URL setting', () => {
  const hosted = { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'x.y.z' };
  const bad: [string, unknown][] = [
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
    ['a number', 5173],
    ['an object', { href: 'https://parley.example' }],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a file: URL', 'file:///etc/passwd'],
    ['not a URL', 'parley.example'],
    ['huge', `https://parley.example/${'a'.repeat(5000)}`],
  ];

  it('is saved and read back with the backend settings', async () => {
    const settings = { ...hosted, siteUrl: 'https://www.parley.example' };
    await createSettingsStore(dir).set(settings);
    await expect(createSettingsStore(dir).get()).resolves.toEqual(settings);
  });

  it.each([['missing', undefined] as [string, unknown], ...bad])(
    'is refused when %s',
    async (_label, siteUrl) => {
      const store = createSettingsStore(dir);
      await expect(
        store.set({ ...hosted, siteUrl } as unknown as Parameters<typeof store.set>[0]),
      ).rejects.toThrow();
      await expect(store.get()).resolves.toEqual(LOCAL_BACKEND);
    },
  );

  it('falls back to the local site when a settings file has none (written before the setting)', async () => {
    await writeFile(join(dir, 'settings.json'), JSON.stringify(hosted));
    await expect(createSettingsStore(dir).get()).resolves.toEqual({ ...hosted, siteUrl: LOCAL_SITE_URL });
  });

  it.each(bad)(
    'falls back to the local site, keeping the backend, when the file holds %s',
    async (_label, siteUrl) => {
      await writeFile(join(dir, 'settings.json'), JSON.stringify({ ...hosted, siteUrl }));
      await expect(createSettingsStore(dir).get()).resolves.toEqual({ ...hosted, siteUrl: LOCAL_SITE_URL });
    },
  );

  it('is read trimmed', async () => {
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ ...hosted, siteUrl: ' https://parley.example ' }),
    );
    await expect(createSettingsStore(dir).get()).resolves.toMatchObject({
      siteUrl: 'https://parley.example',
    });
  });
});
