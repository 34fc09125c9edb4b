import { describe, expect, it } from 'vitest';
import {
  draftValuesFromForm,
  slugForTitle,
  tagsFromDraft,
  valuesFromDraft,
  valuesFromPost,
  basedOnFromDraft,
  EMPTY_POST_VALUES,
} from './post-form-values';
import { aPost } from '../test/fake-posts-api';

describe('slugForTitle', () => {
  it('follows the title while creating, even over a slug typed by hand', () => {
    expect(slugForTitle('Hello, World!', { isEditing: false, slug: 'custom', followsTitle: false })).toBe(
      'hello-world',
    );
  });

  it('never overwrites an existing slug when editing', () => {
    expect(slugForTitle('New title', { isEditing: true, slug: 'kept', followsTitle: false })).toBeNull();
  });

  it('fills an empty slug when editing, and keeps following the title it filled', () => {
    expect(slugForTitle('N', { isEditing: true, slug: '', followsTitle: false })).toBe('n');
    expect(slugForTitle('New post', { isEditing: true, slug: 'n', followsTitle: true })).toBe('new-post');
  });
});

describe('valuesFromPost', () => {
  it('shows a missing cover image as an empty field', () => {
    expect(valuesFromPost(aPost({ cover_image: null })).cover_image).toBe('');
    expect(valuesFromPost(aPost({ cover_image: 'https://x.test/a.png' })).cover_image).toBe(
      'https://x.test/a.png',
    );
  });
});

describe('valuesFromDraft', () => {
  it('reads back the values a draft stored', () => {
    const values = { ...valuesFromPost(aPost()), title: 'Unsaved', published_at: '2026-01-02T03:04:05.000Z' };
    expect(valuesFromDraft(draftValuesFromForm(values))).toEqual(values);
  });

  it('opens a missing or mistyped field empty, and a draft without a publication date unpublished', () => {
    expect(valuesFromDraft({ title: 'Kept', slug: true, content: null, meta_title: 7 })).toEqual({
      title: 'Kept',
      slug: '',
      category: '',
      excerpt: '',
      content: '',
      cover_image: '',
      published_at: null,
      author_id: '',
      meta_title: '',
      meta_description: '',
      social_image: '',
      canonical_url: '',
    });
  });
});

describe('tagsFromDraft', () => {
  it('reads back the tags a draft stored, as typed, an emptied list included', () => {
    const values = valuesFromPost(aPost());
    expect(
      tagsFromDraft(draftValuesFromForm(values, ['Deal Desk', ' pricing ', 'Ünïcode, "quoted"'])),
    ).toEqual(['Deal Desk', ' pricing ', 'Ünïcode, "quoted"']);
    expect(tagsFromDraft(draftValuesFromForm(values, []))).toEqual([]);
    expect(tagsFromDraft(draftValuesFromForm(values))).toEqual([]);
  });

  it.each([
    ['a draft from before tags were kept', {}],
    ['a null field', { tags: null }],
    ['a field that is not JSON', { tags: '["Deal' }],
    ['JSON that is not a list', { tags: '{"0":"Deal"}' }],
    ['a list in another type', { tags: ['Deal'] }],
  ])('leaves the stored tags standing for %s', (_, values) => {
    expect(tagsFromDraft(values)).toBeNull();
  });

  it('drops entries that are not text and cuts a huge list', () => {
    expect(tagsFromDraft({ tags: JSON.stringify(['a', 1, null, { name: 'x' }, ['b'], 'c']) })).toEqual([
      'a',
      'c',
    ]);
    expect(
      tagsFromDraft({ tags: JSON.stringify(Array.from({ length: 10_000 }, (_, i) => `t${i}`)) }),
    ).toHaveLength(100);
  });
});

describe('a draft keeps the version it was typed on', () => {
  it('stores it as based_on and reads it back; anything else reads as none', () => {
    const stored = draftValuesFromForm(EMPTY_POST_VALUES, [], '2025-03-15T10:00:00+00:00');
    expect(basedOnFromDraft(stored)).toBe('2025-03-15T10:00:00+00:00');
    expect(valuesFromDraft(stored)).toEqual(EMPTY_POST_VALUES);
    expect(basedOnFromDraft(draftValuesFromForm(EMPTY_POST_VALUES, []))).toBeUndefined();
    for (const based_on of [null, 12, '', { a: 1 }]) expect(basedOnFromDraft({ based_on })).toBeUndefined();
  });
});
