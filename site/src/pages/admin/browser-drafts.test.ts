import { beforeEach, describe, expect, it } from 'vitest';
import { DraftImagesNotKeptError, EMPTY_POST_VALUES, type EditorDraft } from '@parley/admin-ui';
import { adminDraftKey, clearAdminDrafts } from '../../lib/admin-draft-keys';
import { browserDraftStore, readBrowserDraft } from './browser-drafts';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

function draftOf(key: string, content: string, extra: Partial<EditorDraft> = {}): EditorDraft {
  return {
    key,
    title: 'T',
    values: { ...EMPTY_POST_VALUES, title: 'T', content },
    tags: ['pricing'],
    ...extra,
  };
}

describe('the web admin keeps unsaved edits in this browser', () => {
  beforeEach(() => localStorage.clear());

  it('a storage the browser blocks never turns a discard (after a save that went through) into an error', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const store = browserDraftStore(ALICE, blocked);
    expect(() => store.discard('new')).not.toThrow();
  });

  it('keeps only pictures of the image types the uploads accept', () => {
    const image = { id: 'i1', name: 'a.png', data: 'AAAA' };
    localStorage.setItem(
      adminDraftKey(ALICE, 'new'),
      JSON.stringify({
        values: { ...EMPTY_POST_VALUES, title: 'T' },
        images: [
          { ...image, type: 'image/png' },
          { ...image, id: 'i2', type: 'image/svg+xml' },
          { ...image, id: 'i3', type: 42 },
        ],
      }),
    );
    expect(readBrowserDraft(ALICE, 'new', localStorage)?.images.map((i) => i.id)).toEqual(['i1']);
  });

  it('keeps a draft per admin and post, reads it back, and forgets it once discarded', async () => {
    const store = browserDraftStore(ALICE, () => localStorage);
    await store.save(draftOf('new', 'an hour of typing'));
    await store.save(draftOf('post-1', 'edits of post 1', { basedOn: '2025-01-01T00:00:00.000Z' }));

    const fresh = readBrowserDraft(ALICE, 'new', localStorage);
    expect(fresh?.values.content).toBe('an hour of typing');
    expect(fresh?.tags).toEqual(['pricing']);
    expect(fresh?.basedOn).toBeUndefined();
    expect(readBrowserDraft(ALICE, 'post-1', localStorage)).toMatchObject({
      values: { content: 'edits of post 1' },
      basedOn: '2025-01-01T00:00:00.000Z',
    });

    store.discard('new');
    expect(readBrowserDraft(ALICE, 'new', localStorage)).toBeNull();
    expect(readBrowserDraft(ALICE, 'post-1', localStorage)).not.toBeNull();
  });

  it("never hands one admin another account's draft on the same browser", async () => {
    await browserDraftStore(ALICE, () => localStorage).save(draftOf('new', "Alice's secret draft"));
    expect(readBrowserDraft(BOB, 'new', localStorage)).toBeNull();
  });

  it('reads nothing from a damaged or foreign entry, and drops pictures of another shape', () => {
    const key = adminDraftKey(ALICE, 'new');
    for (const raw of ['{', 'null', '42', '"text"', '[]', '{"values":null}', '{"values":[1]}', '{}']) {
      localStorage.setItem(key, raw);
      expect(readBrowserDraft(ALICE, 'new', localStorage), raw).toBeNull();
    }
    localStorage.setItem(
      key,
      JSON.stringify({
        values: { title: 7, content: 'kept', published_at: { x: 1 }, based_on: 12 },
        images: [
          { id: 'a', name: 'a.png', type: 'image/png', data: 'AAAA' },
          { id: 'b', name: 'b.svg', type: 'image/svg+xml', data: 'PHN2Zz4=' },
          'junk',
          null,
        ],
      }),
    );
    const draft = readBrowserDraft(ALICE, 'new', localStorage);
    expect(draft?.values).toMatchObject({ title: '', content: 'kept', published_at: null });
    expect(draft?.images.map((image) => image.id)).toEqual(['a']);
    expect(draft?.basedOn).toBeUndefined();
  });

  it('signing out removes every draft of that admin, and only theirs', async () => {
    const alice = browserDraftStore(ALICE, () => localStorage);
    await alice.save(draftOf('new', 'a'));
    await alice.save(draftOf('post-1', 'b'));
    await browserDraftStore(BOB, () => localStorage).save(draftOf('new', "Bob's"));
    localStorage.setItem('sb-127-auth-token', 'kept');
    clearAdminDrafts(ALICE, localStorage);
    expect(readBrowserDraft(ALICE, 'new', localStorage)).toBeNull();
    expect(readBrowserDraft(ALICE, 'post-1', localStorage)).toBeNull();
    expect(readBrowserDraft(BOB, 'new', localStorage)?.values.content).toBe("Bob's");
    expect(localStorage.getItem('sb-127-auth-token')).toBe('kept');
  });

  it('rejects a save the browser refuses (quota), so the editor tells the admin', async () => {
    const full = {
      ...localStorage,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as unknown as Storage;
    await expect(browserDraftStore(ALICE, () => full).save(draftOf('new', 'x'))).rejects.toThrow(/quota/i);
  });

  it('keeps the text without the waiting pictures when they pass the quota, and says which were not kept', async () => {
    const picture = { id: 'a', name: 'a.png', type: 'image/png' as const, data: 'A'.repeat(1000) };
    const small = {
      get length() {
        return localStorage.length;
      },
      key: (index: number) => localStorage.key(index),
      getItem: (key: string) => localStorage.getItem(key),
      removeItem: (key: string) => localStorage.removeItem(key),
      clear: () => localStorage.clear(),
      setItem: (key: string, value: string) => {
        if (value.length > 900) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        localStorage.setItem(key, value);
      },
    } as Storage;
    const store = browserDraftStore(ALICE, () => small);
    const pictures = [picture, { ...picture, id: 'b' }];
    const refusal = store.save(draftOf('new', 'the words', { images: pictures }));
    // Not the plain quota error: the editor tells the admin the text is kept and the 2 pictures not.
    await expect(refusal).rejects.toBeInstanceOf(DraftImagesNotKeptError);
    await expect(refusal).rejects.toMatchObject({ images: 2 });
    const kept = readBrowserDraft(ALICE, 'new', localStorage);
    expect(kept?.values.content).toBe('the words');
    expect(kept?.images).toEqual([]);
  });

  it('a text that passes the quota alone is the plain refusal: nothing was kept', async () => {
    const picture = { id: 'a', name: 'a.png', type: 'image/png' as const, data: 'A'.repeat(10) };
    const full = {
      ...localStorage,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const refusal = browserDraftStore(ALICE, () => full).save(draftOf('new', 'x', { images: [picture] }));
    await expect(refusal).rejects.toThrow(/quota/i);
    await expect(refusal).rejects.not.toBeInstanceOf(DraftImagesNotKeptError);
  });
});
