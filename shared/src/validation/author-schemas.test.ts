import { describe, expect, it } from 'vitest';
import { authorProfileSchema } from './author-schemas';
import { FIELD_LIMITS } from './limits';
import { blogPostInputSchema } from './schemas';

// The attacker's inputs for issue #34's fields: missing, empty, null, wrong type, huge, another shape.

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

const post = { title: 'T', slug: 't', category: 'C', excerpt: 'E', content: 'C', published_at: null };

describe('a post’s search and social fields', () => {
  it('are optional: absent stays absent (an update leaves them), empty or blank is null (cleared)', () => {
    const parsed = blogPostInputSchema.parse(post);
    expect('meta_title' in parsed).toBe(false);
    expect('author_id' in parsed).toBe(false);
    const cleared = blogPostInputSchema.parse({
      ...post,
      meta_title: '  ',
      meta_description: '',
      social_image: null,
      canonical_url: '',
    });
    expect(blogPostInputSchema.parse({ ...post, author_id: '' }).author_id).toBeNull();
    expect(cleared).toMatchObject({
      meta_title: null,
      meta_description: null,
      social_image: null,
      canonical_url: null,
    });
  });

  it('are trimmed and kept at their bound', () => {
    const parsed = blogPostInputSchema.parse({
      ...post,
      meta_title: ` ${'t'.repeat(FIELD_LIMITS.metaTitle)} `,
      meta_description: 'd'.repeat(FIELD_LIMITS.metaDescription),
      social_image: 'https://cdn.example/card.png',
      canonical_url: 'https://elsewhere.example/original',
    });
    expect(parsed.meta_title).toHaveLength(FIELD_LIMITS.metaTitle);
    expect(parsed.canonical_url).toBe('https://elsewhere.example/original');
  });

  it.each([
    ['meta_title', 't'.repeat(FIELD_LIMITS.metaTitle + 1), 'Search headline must be at most 120 characters'],
    ['meta_description', 'd'.repeat(321), 'Meta description must be at most 320 characters'],
    ['meta_title', 42, 'Search headline must be at most 120 characters'],
    ['social_image', 'javascript:alert(1)', 'Social image must be an http or https URL'],
    ['social_image', 'https://exa mple.com/x.png', 'Social image must be an http or https URL'],
    [
      'social_image',
      `https://x.example/${'a'.repeat(2048)}`,
      'Social image URL must be at most 2,048 characters',
    ],
    ['canonical_url', '/blog/relative', 'Canonical URL must be an http or https URL'],
    ['canonical_url', ['https://a.example'], 'Canonical URL must be an http or https URL'],
    [
      'canonical_url',
      `https://x.example/${'a'.repeat(2048)}`,
      'Canonical URL must be at most 2,048 characters',
    ],
    ['author_id', 'not-a-uuid', 'Choose an author from the list'],
    ['author_id', 7, 'Choose an author from the list'],
  ])('refuse %s = %j with its message', (field, value, message) => {
    expect(errorsOf(blogPostInputSchema.safeParse({ ...post, [field]: value }))[field]).toBe(message);
  });
});

describe('authorProfileSchema', () => {
  const valid = {
    name: 'Ada Lovelace',
    slug: 'ada',
    bio: 'Writes.',
    avatar_url: 'https://cdn.example/a.png',
  };

  it('keeps a valid profile, bio and avatar optional', () => {
    expect(authorProfileSchema.parse(valid)).toEqual(valid);
    expect(authorProfileSchema.parse({ name: ' Ada ', slug: 'ada', bio: ' ', avatar_url: '' })).toEqual({
      name: 'Ada',
      slug: 'ada',
      bio: null,
      avatar_url: null,
    });
  });

  it.each([
    ['name', undefined, 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', null, 'Name is required'],
    ['name', 'n'.repeat(81), 'Name must be at most 80 characters'],
    ['slug', '', 'Slug is required'],
    ['slug', 'Not A Slug', 'Slug may contain only lowercase letters, numbers and hyphens'],
    ['slug', 'a'.repeat(81), 'Slug must be at most 80 characters'],
    ['bio', 'b'.repeat(301), 'Bio must be at most 300 characters'],
    ['avatar_url', 'data:image/png;base64,AAAA', 'Avatar must be an http or https URL'],
    ['avatar_url', { url: 'https://x' }, 'Avatar must be an http or https URL'],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(errorsOf(authorProfileSchema.safeParse({ ...valid, [field]: value }))[field]).toBe(message);
  });
});
