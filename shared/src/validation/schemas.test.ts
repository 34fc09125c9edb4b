import { ADDRESSES_THE_TABLE_KEEPS, ADDRESSES_THE_TABLE_REFUSES } from '../testing/lead-addresses';
import { isNewsletterEmail } from './newsletter-email';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  authSchema,
  blogPostInputSchema,
  contactSchema,
  leadKindSchema,
  newsletterSchema,
  planSchema,
  signupLeadSchema,
  subscribeSchema,
} from './schemas';

/** The messages of a failed parse, keyed by field. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

describe('signupLeadSchema', () => {
  it('accepts a valid lead and trims it', () => {
    expect(
      signupLeadSchema.parse({
        name: '  Ada Lovelace ',
        email: ' ada@example.com ',
        company: ' Analytical ',
      }),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical',
    });
  });

  it('uses the spec messages', () => {
    const result = signupLeadSchema.safeParse({ name: ' A ', email: 'not-an-email', company: '   ' });
    expect(errorsOf(result)).toEqual({
      name: ['Name must be at least 2 characters.'],
      email: ['Please enter a valid email address.'],
      company: ['Company name is required'],
    });
  });

  it('accepts a two-character name and a one-character company', () => {
    expect(signupLeadSchema.safeParse({ name: 'Al', email: 'a@b.co', company: 'X' }).success).toBe(true);
  });

  it('reports missing fields with the same messages', () => {
    expect(errorsOf(signupLeadSchema.safeParse({}))).toEqual({
      name: ['Name must be at least 2 characters.'],
      email: ['Please enter a valid email address.'],
      company: ['Company name is required'],
    });
  });
});

describe('subscribeSchema', () => {
  it('accepts an email', () => {
    expect(subscribeSchema.parse({ email: 'x@y.io' })).toEqual({ email: 'x@y.io' });
  });

  it.each(['', 'x', 'x@', '@y.io', 'x y@z.io'])('rejects %j with the spec message', (email) => {
    expect(errorsOf(subscribeSchema.safeParse({ email }))).toEqual({
      email: ['Please enter a valid email address.'],
    });
  });
});

describe('newsletterSchema', () => {
  it('accepts an address of the shape the leads table keeps, trimmed', () => {
    expect(newsletterSchema.parse({ email: '  a@b.c ' })).toEqual({ email: 'a@b.c' });
  });

  it.each(['a@b', '@'])('rejects %j, which the leads table would refuse, with the spec message', (email) => {
    expect(errorsOf(newsletterSchema.safeParse({ email }))).toEqual({
      email: ['Please enter a valid email address.'],
    });
  });

  it.each(['', '   ', 'no-at-sign'])('rejects %j with one message', (email) => {
    expect(errorsOf(newsletterSchema.safeParse({ email }))).toEqual({
      email: ['Please enter a valid email address.'],
    });
  });
});

describe('isNewsletterEmail (the newsletter form checks it without zod)', () => {
  it.each([...ADDRESSES_THE_TABLE_KEEPS, '  x@y.z  '])(
    'accepts %j, as the schema and the leads table do',
    (email) => {
      expect(isNewsletterEmail(email)).toBe(true);
      expect(newsletterSchema.safeParse({ email }).success).toBe(true);
    },
  );

  it.each([...ADDRESSES_THE_TABLE_REFUSES, '', '   ', ' \t ', 'a@b\u00a0.c'])(
    'rejects %j, as the schema does',
    (email) => {
      expect(isNewsletterEmail(email)).toBe(false);
      expect(newsletterSchema.safeParse({ email }).success).toBe(false);
    },
  );
});

describe('contactSchema (the contact form, in the browser and on the site server)', () => {
  it('trims a valid request', () => {
    expect(
      contactSchema.parse({
        firstName: ' Ada ',
        lastName: 'Lovelace',
        email: ' ada@example.com ',
        subject: 'Rules',
        message: 'How?',
      }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Rules',
      message: 'How?',
    });
  });

  it('names every missing or blank field with its message', () => {
    const expected = {
      firstName: ['First name is required.'],
      lastName: ['Last name is required.'],
      email: ['Please enter a valid email address.'],
      subject: ['Subject is required.'],
      message: ['Message is required.'],
    };
    expect(errorsOf(contactSchema.safeParse({}))).toEqual(expected);
    expect(
      errorsOf(
        contactSchema.safeParse({ firstName: ' ', lastName: '', email: 'x', subject: '\t', message: '' }),
      ),
    ).toEqual(expected);
  });
});

describe('authSchema', () => {
  it('accepts a valid email and a 6-character password, without trimming the password', () => {
    expect(authSchema.parse({ email: 'ada@parley.test', password: ' 12345' })).toEqual({
      email: 'ada@parley.test',
      password: ' 12345',
    });
  });

  it('uses the spec messages', () => {
    expect(errorsOf(authSchema.safeParse({ email: 'nope', password: '12345' }))).toEqual({
      email: ['Please enter a valid email address.'],
      password: ['Password must be at least 6 characters long'],
    });
  });
});

describe('leadKindSchema and planSchema', () => {
  it.each(['trial', 'demo', 'subscribe', 'newsletter', 'contact'])('accepts lead kind %s', (kind) => {
    expect(leadKindSchema.parse(kind)).toBe(kind);
  });

  it.each(['starter', 'professional', 'enterprise'])('accepts plan %s', (plan) => {
    expect(planSchema.parse(plan)).toBe(plan);
  });

  it('rejects anything else', () => {
    expect(leadKindSchema.safeParse('spam').success).toBe(false);
    expect(planSchema.safeParse('Starter').success).toBe(false);
  });
});

describe('blogPostInputSchema', () => {
  const valid = {
    title: ' AI Agents ',
    slug: 'ai-agents',
    category: 'AI & E-Commerce',
    excerpt: 'Short.',
    content: '# Heading\n\nBody\n',
    cover_image: 'https://images.example.com/cover.jpg',
    published_at: '2025-03-15T10:00:00.000Z',
  };

  it('accepts a valid post, trimming the single-line fields but not the content', () => {
    expect(blogPostInputSchema.parse(valid)).toEqual({ ...valid, title: 'AI Agents' });
  });

  it('turns an empty or missing cover image into null', () => {
    expect(blogPostInputSchema.parse({ ...valid, cover_image: '' }).cover_image).toBeNull();
    expect(blogPostInputSchema.parse({ ...valid, cover_image: '   ' }).cover_image).toBeNull();
    expect(blogPostInputSchema.parse({ ...valid, cover_image: null }).cover_image).toBeNull();
    const { cover_image: _omit, ...withoutCover } = valid;
    expect(blogPostInputSchema.parse(withoutCover).cover_image).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'ftp://x.example/a.png',
    'not a url',
    '/relative.png',
    'data:image/png;base64,AAAA',
  ])('rejects cover image %j', (cover_image) => {
    expect(errorsOf(blogPostInputSchema.safeParse({ ...valid, cover_image }))).toEqual({
      cover_image: ['Cover image must be an http or https URL'],
    });
  });

  it('accepts null published_at (a draft) and rejects a non-date', () => {
    expect(blogPostInputSchema.parse({ ...valid, published_at: null }).published_at).toBeNull();
    expect(errorsOf(blogPostInputSchema.safeParse({ ...valid, published_at: 'soon' }))).toEqual({
      published_at: ['Published date must be a valid date'],
    });
  });

  it('requires every text field with a clear message', () => {
    const result = blogPostInputSchema.safeParse({
      ...valid,
      title: ' ',
      slug: '',
      category: '',
      excerpt: '',
      content: '  \n',
    });
    expect(errorsOf(result)).toEqual({
      title: ['Title is required'],
      slug: ['Slug is required', 'Slug may contain only lowercase letters, numbers and hyphens'],
      category: ['Category is required'],
      excerpt: ['Excerpt is required'],
      content: ['Content is required'],
    });
  });

  it.each(['Upper-Case', 'double--hyphen', '-leading', 'trailing-', 'under_score', 'spa ce', 'ümlaut'])(
    'rejects slug %j',
    (slug) => {
      expect(errorsOf(blogPostInputSchema.safeParse({ ...valid, slug }))).toEqual({
        slug: ['Slug may contain only lowercase letters, numbers and hyphens'],
      });
    },
  );
});

// zod/mini builds these schemas from functions (`.check(z.trim(), z.minLength(…))`, `z.pipe`,
// `z.nullish`) rather than classic zod's methods: the cases below pin what could silently differ.
describe('the schemas under zod/mini: order of checks, wrong types, default wording', () => {
  // Wrapped: it.each spreads an array argument.
  const TYPES: [unknown][] = [[null], [undefined], [42], [true], [{}]];

  it('trims before checking the length (a 2-character name in spaces passes, 1 character does not)', () => {
    expect(signupLeadSchema.parse({ name: '   Al   ', email: 'a@b.co', company: '\tX\n' })).toEqual({
      name: 'Al',
      email: 'a@b.co',
      company: 'X',
    });
    expect(
      errorsOf(signupLeadSchema.safeParse({ name: '\u00a0A\u3000', email: 'a@b.co', company: 'X' })),
    ).toEqual({
      name: ['Name must be at least 2 characters.'],
    });
  });

  it('trims the email before checking its shape, and reports one message', () => {
    expect(authSchema.parse({ email: '\t ada@parley.test \n', password: '123456' }).email).toBe(
      'ada@parley.test',
    );
    for (const email of ['ada@exa mple.com', 'a..b@example.com', 'a@example..com', 'ä@example.com', ' @ ']) {
      expect(errorsOf(subscribeSchema.safeParse({ email }))).toEqual({
        email: ['Please enter a valid email address.'],
      });
    }
  });

  it.each(TYPES)('answers a field of the wrong type (%j) with the field’s own message', (value) => {
    expect(errorsOf(signupLeadSchema.safeParse({ name: value, email: value, company: value }))).toEqual({
      name: ['Name must be at least 2 characters.'],
      email: ['Please enter a valid email address.'],
      company: ['Company name is required'],
    });
    expect(errorsOf(newsletterSchema.safeParse({ email: value }))).toEqual({
      email: ['Please enter a valid email address.'],
    });
    expect(
      errorsOf(
        contactSchema.safeParse({
          firstName: value,
          lastName: value,
          email: value,
          subject: value,
          message: value,
        }),
      ),
    ).toEqual({
      firstName: ['First name is required.'],
      lastName: ['Last name is required.'],
      email: ['Please enter a valid email address.'],
      subject: ['Subject is required.'],
      message: ['Message is required.'],
    });
    expect(errorsOf(authSchema.safeParse({ email: 'a@b.co', password: value }))).toEqual({
      password: ['Password is required'],
    });
  });

  it.each([[42], [true], [{}]])(
    'answers a post field of the wrong type (%j) with the field’s own message',
    (value) => {
      const result = blogPostInputSchema.safeParse({
        title: value,
        slug: value,
        category: value,
        excerpt: value,
        content: value,
        cover_image: value,
        published_at: value,
      });
      expect(errorsOf(result)).toEqual({
        title: ['Title is required'],
        slug: ['Slug is required'],
        category: ['Category is required'],
        excerpt: ['Excerpt is required'],
        content: ['Content is required'],
        cover_image: ['Cover image must be an http or https URL'],
        published_at: ['Published date must be a valid date'],
      });
    },
  );

  it('answers an array in a text field with the field’s message (zod also measures its length, in the same words)', () => {
    expect(
      errorsOf(
        contactSchema.safeParse({ firstName: [], lastName: ['x'], email: [], subject: 'S', message: 'M' }),
      ),
    ).toEqual({
      firstName: ['First name is required.', 'First name is required.'],
      lastName: ['Last name is required.'],
      email: ['Please enter a valid email address.'],
    });
    expect(errorsOf(authSchema.safeParse({ email: 'a@b.co', password: [] }))).toEqual({
      password: ['Password is required', 'Password must be at least 6 characters long'],
    });
  });

  it('words what has no message of its own as classic zod does (English)', () => {
    expect(signupLeadSchema.safeParse(null).error?.issues).toEqual([
      {
        code: 'invalid_type',
        expected: 'object',
        path: [],
        message: 'Invalid input: expected object, received null',
      },
    ]);
    expect(errorsOf(contactSchema.safeParse('text'))).toEqual({
      '': ['Invalid input: expected object, received string'],
    });
    expect(errorsOf(leadKindSchema.safeParse('spam'))).toEqual({
      '': ['Invalid option: expected one of "trial"|"demo"|"subscribe"|"newsletter"|"contact"'],
    });
    expect(errorsOf(planSchema.safeParse(null))).toEqual({
      '': ['Invalid option: expected one of "starter"|"professional"|"enterprise"'],
    });
  });

  it('handles huge values (a megabyte): refused by the stored bounds, with their messages', () => {
    const huge = 'a'.repeat(1_000_000);
    expect(
      errorsOf(signupLeadSchema.safeParse({ name: ` ${huge} `, email: 'a@b.co', company: huge })),
    ).toEqual({
      name: ['Name must be at most 200 characters.'],
      company: ['Company name must be at most 200 characters.'],
    });
    expect(errorsOf(subscribeSchema.safeParse({ email: ` ${huge} ` }))).toEqual({
      email: ['Please enter a valid email address.'],
    });
    // The password is the auth server's to bound (GoTrue: 72 bytes); the address is the table's.
    expect(errorsOf(authSchema.safeParse({ email: `${huge}@example.com`, password: huge }))).toEqual({
      email: ['Please enter a valid email address.'],
    });
    expect(
      errorsOf(
        blogPostInputSchema.safeParse({
          title: huge,
          slug: `${huge}-_`,
          category: 'C',
          excerpt: 'E',
          content: huge,
          cover_image: `https://example.com/${huge}`,
          published_at: huge,
        }),
      ),
    ).toEqual({
      title: ['Title must be at most 200 characters'],
      slug: [
        'Slug must be at most 200 characters',
        'Slug may contain only lowercase letters, numbers and hyphens',
      ],
      content: ['Content must be at most 200,000 characters'],
      cover_image: ['Cover image URL must be at most 2,048 characters'],
      published_at: ['Published date must be a valid date'],
    });
  });

  it('takes a value of exactly its bound, trimmed, and refuses one character more', () => {
    const at = (n: number) => 'a'.repeat(n);
    expect(
      signupLeadSchema.safeParse({ name: ` ${at(200)} `, email: 'a@b.co', company: at(200) }).success,
    ).toBe(true);
    expect(
      errorsOf(signupLeadSchema.safeParse({ name: at(201), email: 'a@b.co', company: at(201) })),
    ).toEqual({
      name: ['Name must be at most 200 characters.'],
      company: ['Company name must be at most 200 characters.'],
    });
    const contact = {
      firstName: at(80),
      lastName: at(80),
      email: 'a@b.co',
      subject: at(200),
      message: at(4000),
    };
    expect(contactSchema.safeParse(contact).success).toBe(true);
    expect(
      errorsOf(
        contactSchema.safeParse({
          firstName: at(81),
          lastName: at(81),
          email: `${at(243)}@example.com`,
          subject: at(201),
          message: at(4001),
        }),
      ),
    ).toEqual({
      firstName: ['First name must be at most 80 characters.'],
      lastName: ['Last name must be at most 80 characters.'],
      email: ['Please enter a valid email address.'],
      subject: ['Subject must be at most 200 characters.'],
      message: ['Message must be at most 4,000 characters.'],
    });
    const post = { title: at(200), slug: at(200), category: at(80), excerpt: at(1000), content: at(200_000) };
    const url = `https://example.com/${at(2048 - 20)}`;
    expect(blogPostInputSchema.safeParse({ ...post, cover_image: url, published_at: null }).success).toBe(
      true,
    );
    expect(
      errorsOf(
        blogPostInputSchema.safeParse({
          title: at(201),
          slug: at(201),
          category: at(81),
          excerpt: at(1001),
          content: at(200_001),
          cover_image: `${url}a`,
          published_at: null,
        }),
      ),
    ).toEqual({
      title: ['Title must be at most 200 characters'],
      slug: ['Slug must be at most 200 characters'],
      category: ['Category must be at most 80 characters'],
      excerpt: ['Excerpt must be at most 1,000 characters'],
      content: ['Content must be at most 200,000 characters'],
      cover_image: ['Cover image URL must be at most 2,048 characters'],
    });
  });

  it('never trims the password: six spaces pass, five characters do not', () => {
    expect(authSchema.parse({ email: 'a@b.co', password: '      ' }).password).toBe('      ');
    expect(errorsOf(authSchema.safeParse({ email: 'a@b.co', password: '1234 ' }))).toEqual({
      password: ['Password must be at least 6 characters long'],
    });
    expect(authSchema.shape.password.safeParse('123456').success).toBe(true);
  });

  it('checks the slug’s shape after trimming, and keeps both messages for an empty slug', () => {
    const valid = { title: 'T', category: 'C', excerpt: 'E', content: 'x', published_at: null };
    expect(blogPostInputSchema.parse({ ...valid, slug: ' ai-agents\n' }).slug).toBe('ai-agents');
    expect(errorsOf(blogPostInputSchema.safeParse({ ...valid, slug: '   ' }))).toEqual({
      slug: ['Slug is required', 'Slug may contain only lowercase letters, numbers and hyphens'],
    });
    expect(errorsOf(blogPostInputSchema.safeParse({ ...valid, slug: 'a1-b2' }))).toEqual({});
  });

  it('trims the cover image before checking it, and keeps a post’s content as typed', () => {
    const valid = {
      title: 'T',
      slug: 's',
      category: 'C',
      excerpt: 'E',
      content: '  x\n\n',
      published_at: null,
    };
    const post = blogPostInputSchema.parse({ ...valid, cover_image: ' https://x.example/a.png\n' });
    expect(post).toEqual({ ...valid, cover_image: 'https://x.example/a.png' });
    expect(errorsOf(blogPostInputSchema.safeParse({ ...valid, cover_image: ' http:// ' }))).toEqual({
      cover_image: ['Cover image must be an http or https URL'],
    });
  });

  it('drops unknown fields and ignores a `__proto__` key', () => {
    const parsed = subscribeSchema.parse(
      JSON.parse('{"email":"x@y.io","extra":1,"__proto__":{"admin":true}}'),
    );
    expect(parsed).toEqual({ email: 'x@y.io' });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it('answers Standard Schema validation (what the forms’ schemaResolver calls) synchronously, in the same words', () => {
    const result = contactSchema['~standard'].validate({
      firstName: ' ',
      lastName: 'L',
      email: 'x',
      subject: 'S',
      message: 'M',
    });
    expect(result).not.toBeInstanceOf(Promise);
    expect(
      (result as { issues?: readonly { message: string; path?: readonly unknown[] }[] }).issues?.map(
        ({ path, message }) => ({ path, message }),
      ),
    ).toEqual([
      { path: ['firstName'], message: 'First name is required.' },
      { path: ['email'], message: 'Please enter a valid email address.' },
    ]);
  });

  it('throws from parse with the issues, as the signup form’s transformValues expects after validation', () => {
    expect(() => signupLeadSchema.parse({ name: 'A' })).toThrow(/Name must be at least 2 characters\./);
  });
});

describe('zod under a strict Content-Security-Policy', () => {
  it('is set never to compile parsers with `new Function` (a policy without unsafe-eval reports it)', () => {
    expect(z.config().jitless).toBe(true);
  });
});
