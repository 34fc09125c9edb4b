/**
 * How the client build groups modules into chunks. Every request costs a page about half a kilobyte
 * of response headers on top of its code, and left to itself the bundler cut the application into a
 * dozen chunks and the footer's newsletter form into nine, some of 200 bytes: a marketing page made
 * some 35 requests before it was interactive. Each group below is what the page needs at one stage
 * of the browser entry (src/main.tsx), so the stages still evaluate separately:
 *
 * 1. React (react, react-dom, the scheduler), imported first;
 * 2. the providers (Mantine's core, the auth state) and what they need beyond React;
 * 3. the application (router, layout, header, footer) and what it needs beyond those;
 * 4. the footer's newsletter form, loaded lazily but before hydration on every page, and what it
 *    needs beyond those;
 * 5. React Query, for the pages that read or write data (the blog, sign-up, contact, admin): the
 *    layout route that provides it and the client it creates, one request instead of five;
 * 6. the page kit: the small Mantine components most marketing pages render (cards, lists, badges…)
 *    and the page's head tags, one request instead of eight of a few hundred bytes each.
 *
 * A group starts from one module and takes in the modules it imports (recursively) that no group of
 * a higher priority took, so each chunk only depends on the chunks of the stages before it.
 */

/** Rolldown's `output.codeSplitting.groups` entry, as much of it as this file uses. */
export interface ChunkGroup {
  name: string;
  test: RegExp;
  priority: number;
}

/** Ends of module ids, matched with `[\\/]` so Windows paths match too. */
export const CHUNK_GROUPS: ChunkGroup[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'providers', test: /[\\/]site[\\/]src[\\/]app[\\/]providers\.tsx$/, priority: 30 },
  { name: 'start', test: /[\\/]site[\\/]src[\\/]app[\\/]start\.tsx$/, priority: 20 },
  { name: 'newsletter', test: /[\\/]site[\\/]src[\\/]components[\\/]NewsletterForm\.tsx$/, priority: 10 },
  { name: 'query', test: /[\\/]site[\\/]src[\\/]app[\\/]query[\\/]QueryLayout\.tsx$/, priority: 8 },
  {
    name: 'page-kit',
    test: /[\\/](?:@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Badge|Card|Center|Code|List|Paper|ThemeIcon)[\\/][^\\/]+\.mjs|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]IconCheck\.mjs|site[\\/]src[\\/]components[\\/]PageMeta\.tsx)$/,
    priority: 5,
  },
];
