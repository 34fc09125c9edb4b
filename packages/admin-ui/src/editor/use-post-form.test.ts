import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../messages';
import { EMPTY_POST_VALUES } from './post-form-values';
import { postFormErrors } from './use-post-form';

const values = (title: string, slug: string) => ({
  ...EMPTY_POST_VALUES,
  title,
  slug,
  excerpt: 'An excerpt',
  content: 'Body',
});

describe('postFormErrors: the slug message', () => {
  it('says to type a slug when the title has nothing a slug can use', () => {
    expect(postFormErrors(values('价格谈判', '')).slug).toBe(ADMIN_MESSAGES.slugNotFromTitle);
  });

  it('says only that it is required when the admin cleared the slug of a spellable title', () => {
    const slug = postFormErrors(values('Pricing tips', '')).slug;
    expect(slug).toBeTruthy();
    expect(slug).not.toBe(ADMIN_MESSAGES.slugNotFromTitle);
  });
});
