import { describe, expect, it, vi } from 'vitest';
import { DataError, InvalidPostError, NotFoundError, SlugTakenError } from '@parley/shared/errors';
import { PostChangedError } from '@parley/shared/posts';
import type { BlogPostFormValues } from '@parley/shared/validation';
import { TagsNotSavedError, type SaveRequest } from '../api/save-post';
import { ADMIN_MESSAGES } from '../messages';
import { TAG_MESSAGES } from '../tags/tag-messages';
import { IMAGE_UI_MESSAGES } from '../images/image-ui-messages';
import { submitPost, type SubmitPostEffects, type SubmitPostInput } from './submit-post';

const values = {
  title: 'Anchoring in procurement',
  slug: 'anchoring-in-procurement',
  excerpt: 'Why the first number matters',
  content: '# Anchoring\n\nThe text the admin typed.',
  category: 'Strategy',
  cover_image: '',
  published_at: null,
} as BlogPostFormValues;

function input(overrides: Partial<SubmitPostInput> = {}): SubmitPostInput {
  return {
    values,
    createdId: 'new-post-id',
    overwrite: false,
    pendingImages: 0,
    resolvePublication: () => ({ ok: true, publishedAt: null }),
    tags: { problem: null, loaded: true, names: ['negotiation'], dirty: true },
    ...overrides,
  };
}

/** Every effect recorded in order, so a test sees what ran and what did not. */
function recordingEffects(mutate: (request: SaveRequest) => Promise<unknown> = async () => ({})) {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(args.length ? `${name} ${JSON.stringify(args)}` : name);
    };
  const effects: SubmitPostEffects & { mutate: ReturnType<typeof vi.fn> } = {
    mutate: vi.fn(mutate),
    notify: record('notify'),
    setFieldError: record('setFieldError'),
    setErrors: record('setErrors'),
    setConflict: record('setConflict'),
    continueFrom: record('continueFrom'),
    discardDraft: record('discardDraft'),
    allowLeaving: record('allowLeaving'),
    goToDashboard: record('goToDashboard'),
  };
  return { effects, calls };
}

const existing = { id: 'post-1', updatedAt: '2026-11-01T10:00:00.000Z' };
/** The version a save wrote before its tags failed. */
const written = { id: 'post-1', updated_at: '2026-11-01T10:05:00.000Z' };
const continueFromWritten = `continueFrom ${JSON.stringify([{ id: written.id, updatedAt: written.updated_at }])}`;

describe('submitPost: success', () => {
  it('creates a new post under the id its pictures use, then discards the draft and leaves', async () => {
    const { effects, calls } = recordingEffects();
    expect(await submitPost(input(), effects)).toBe('saved');
    expect(effects.mutate).toHaveBeenCalledWith({
      kind: 'create',
      id: 'new-post-id',
      values,
      tags: ['negotiation'],
    });
    expect(calls).toEqual([
      'setConflict [false]',
      'discardDraft',
      `notify [${JSON.stringify({ kind: 'success', message: ADMIN_MESSAGES.created })}]`,
      'allowLeaving',
      'goToDashboard',
    ]);
  });

  it('updates against the version opened, with the publication decided at saving', async () => {
    const { effects, calls } = recordingEffects();
    const publishedAt = '2026-11-27T09:00:00.000Z';
    const outcome = await submitPost(
      input({ existing, resolvePublication: () => ({ ok: true, publishedAt }) }),
      effects,
    );
    expect(outcome).toBe('saved');
    expect(effects.mutate).toHaveBeenCalledWith({
      kind: 'update',
      id: 'post-1',
      values: { ...values, published_at: publishedAt },
      openedUpdatedAt: existing.updatedAt,
      tags: ['negotiation'],
    });
    expect(calls).toContain(
      `notify [${JSON.stringify({ kind: 'success', message: ADMIN_MESSAGES.updated })}]`,
    );
  });

  it('overwrites whatever is stored when the conflict dialog says so', async () => {
    const { effects } = recordingEffects();
    await submitPost(input({ existing, overwrite: true }), effects);
    expect(effects.mutate.mock.calls[0]![0]).toMatchObject({ kind: 'update', openedUpdatedAt: null });
  });

  it('an update leaves the stored tags alone when the admin did not change them (a tag deleted or merged meanwhile stays so)', async () => {
    const { effects } = recordingEffects();
    const untouched = { problem: null, loaded: true, names: ['negotiation'], dirty: false };
    await submitPost(input({ existing, tags: untouched }), effects);
    expect(effects.mutate.mock.calls[0]![0]).not.toHaveProperty('tags');
    // A post created (or created again after a delete) takes the field's tags, changed or not.
    await submitPost(input({ tags: untouched }), effects);
    expect(effects.mutate.mock.calls[1]![0]).toMatchObject({ kind: 'create', tags: ['negotiation'] });
  });

  it('leaves the tags as they are while they have not loaded', async () => {
    const { effects } = recordingEffects();
    await submitPost(input({ tags: { problem: null, loaded: false, names: [], dirty: false } }), effects);
    expect(effects.mutate.mock.calls[0]![0]).not.toHaveProperty('tags');
  });
});

describe('submitPost: nothing is written', () => {
  it('while pictures wait to upload: a notice, and the text and its draft stay', async () => {
    const { effects, calls } = recordingEffects();
    const resolvePublication = vi.fn(() => ({ ok: true as const, publishedAt: null }));
    expect(await submitPost(input({ pendingImages: 2, resolvePublication }), effects)).toBe('waiting-images');
    expect(effects.mutate).not.toHaveBeenCalled();
    // The publish control is not asked (it would show its own error beside the notice).
    expect(resolvePublication).not.toHaveBeenCalled();
    expect(calls).toEqual([
      `notify [${JSON.stringify({ kind: 'error', message: IMAGE_UI_MESSAGES.waitingImages(2) })}]`,
    ]);
  });

  it('when the publication is refused (the control shows its own message)', async () => {
    const { effects, calls } = recordingEffects();
    const outcome = await submitPost(
      input({ resolvePublication: () => ({ ok: false, error: 'That time has already passed' }) }),
      effects,
    );
    expect(outcome).toBe('invalid-publication');
    expect(effects.mutate).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('when the tags are invalid (the field shows its own message)', async () => {
    const { effects, calls } = recordingEffects();
    const outcome = await submitPost(
      input({ tags: { problem: 'Too many tags', loaded: true, names: [], dirty: true } }),
      effects,
    );
    expect(outcome).toBe('invalid-tags');
    expect(effects.mutate).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});

describe('submitPost: a failed write is shown where the admin fixes it, and the draft stays', () => {
  it.each([
    [
      'a taken slug, on the slug field',
      new SlugTakenError('anchoring-in-procurement'),
      'slug-taken',
      [`setFieldError ${JSON.stringify(['slug', ADMIN_MESSAGES.slugTaken])}`],
    ],
    [
      'invalid fields, each on its field',
      new InvalidPostError({ title: 'Title is required' }),
      'invalid-fields',
      [`setErrors ${JSON.stringify([{ title: 'Title is required' }])}`],
    ],
    [
      'a post changed since it was opened, in the conflict dialog',
      new PostChangedError('post-1'),
      'conflict',
      ['setConflict [true]'],
    ],
    [
      'tags not saved after the post, as a notice',
      new TagsNotSavedError('tags', undefined, written),
      'tags-not-saved',
      [
        continueFromWritten,
        `notify [${JSON.stringify({ kind: 'error', message: TAG_MESSAGES.saveFailed })}]`,
      ],
    ],
    [
      'a tag name whose address another tag holds (the database’s clash, 22023), as a notice saying to rename it',
      new TagsNotSavedError(
        'tags',
        {
          cause: new DataError('Failed to save the post’s tags', {
            code: '22023',
            message: 'the tag name "侼垹" has the address of another tag, "不嵲": please name it differently',
          }),
        },
        written,
      ),
      'tags-not-saved',
      [
        continueFromWritten,
        `notify [${JSON.stringify({ kind: 'error', message: TAG_MESSAGES.addressTaken })}]`,
      ],
    ],
    [
      'tags refused for another reason, as the plain tags notice',
      new TagsNotSavedError(
        'tags',
        {
          cause: new DataError('Failed to save the post’s tags', {
            code: '22023',
            message: 'a post has at most 10 tags',
          }),
        },
        written,
      ),
      'tags-not-saved',
      [
        continueFromWritten,
        `notify [${JSON.stringify({ kind: 'error', message: TAG_MESSAGES.saveFailed })}]`,
      ],
    ],
    [
      'a post deleted since it was opened, as a notice; the next save creates it again',
      new NotFoundError('Blog post not found: id "post-1"'),
      'deleted-meanwhile',
      [
        'continueFrom [null]',
        `notify [${JSON.stringify({ kind: 'error', message: ADMIN_MESSAGES.postDeletedMeanwhile })}]`,
      ],
    ],
    [
      'any other failure, as a notice',
      new DataError('Failed to update post', { message: 'connection reset' }),
      'failed',
      [`notify [${JSON.stringify({ kind: 'error', message: ADMIN_MESSAGES.saveFailed })}]`],
    ],
    [
      'no answer from the server (offline, the backend stopped), as a notice saying so',
      new DataError('Failed to update post', { message: 'TypeError: Failed to fetch', code: '' }),
      'failed',
      [`notify [${JSON.stringify({ kind: 'error', message: ADMIN_MESSAGES.saveUnanswered })}]`],
    ],
    [
      'a server answer whose text merely names a TypeError, as the plain notice',
      new DataError('Failed to update post', { message: 'TypeError: x is undefined', code: 'P0001' }),
      'failed',
      [`notify [${JSON.stringify({ kind: 'error', message: ADMIN_MESSAGES.saveFailed })}]`],
    ],
    [
      'a fetch that threw outright, as no answer',
      new TypeError('Failed to fetch'),
      'failed',
      [`notify [${JSON.stringify({ kind: 'error', message: ADMIN_MESSAGES.saveUnanswered })}]`],
    ],
  ])('%s', async (_what, error, outcome, expectedCalls) => {
    const { effects, calls } = recordingEffects(() => Promise.reject(error));
    expect(await submitPost(input({ existing }), effects)).toBe(outcome);
    // Never discarded, never left: the admin's text is still in the editor and in its draft.
    expect(calls).toEqual(expectedCalls);
  });
});

describe('submitPost: saving again after the post was written but its tags were not', () => {
  it('a new post: the next save updates the post written, from its version (not a second insert)', async () => {
    const first = recordingEffects(() =>
      Promise.reject(
        new TagsNotSavedError('tags', undefined, { id: 'new-post-id', updated_at: written.updated_at }),
      ),
    );
    expect(await submitPost(input(), first.effects)).toBe('tags-not-saved');
    expect(first.calls[0]).toBe(
      `continueFrom ${JSON.stringify([{ id: 'new-post-id', updatedAt: written.updated_at }])}`,
    );

    // PostForm passes the version it was told to continue from as the post being edited.
    const again = recordingEffects();
    const continued = { id: 'new-post-id', updatedAt: written.updated_at };
    expect(await submitPost(input({ existing: continued }), again.effects)).toBe('saved');
    expect(again.effects.mutate).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'update', id: 'new-post-id', openedUpdatedAt: written.updated_at }),
    );
  });
});

describe('submitPost: saving again after the post was deleted meanwhile', () => {
  it('creates it under the id PostForm gives (the post’s own), with the text typed', async () => {
    const { effects } = recordingEffects();
    // PostForm, told to continue from nothing, passes no existing post and the post's id to create.
    expect(await submitPost(input({ existing: undefined, createdId: existing.id }), effects)).toBe('saved');
    expect(effects.mutate).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'create',
        id: existing.id,
        values: expect.objectContaining({ content: values.content }),
      }),
    );
  });
});
