/**
 * How the client build groups modules into chunks. Every request costs a page about half a kilobyte
 * of response headers on top of its code, and left to itself the bundler cut what a marketing page
 * loads into some 35 chunks, many of a few hundred bytes. Each group below gathers modules that load
 * together anyway:
 *
 * - React (react, react-dom, the scheduler): the first stage of the browser entry (src/main.tsx);
 * - the footer's newsletter form and the field it renders: loaded lazily, but before hydration, on
 *   every page;
 * - React Query and the layout route that provides it, for the pages that read or write data;
 * - the page kit: the small Mantine components most marketing pages render (cards, lists,
 *   badges…) and the page's head tags.
 *
 * A group takes exactly the modules its pattern names, never their imports
 * (`includeDependenciesRecursively: false`): with their imports, a group also took the helpers the
 * entry shares with the application (the preload helper, yield-to-browser), so the entry imported
 * the application statically and the page downloaded and ran it before its first paint. What no
 * group names stays where the bundler puts it (the entry's helpers in the entry). Patterns match
 * `[\\/]` so Windows paths match too.
 */

/** Rolldown's `output.codeSplitting.groups` entry, as much of it as this file uses. */
export interface ChunkGroup {
  name: string;
  test: RegExp;
  priority: number;
  includeDependenciesRecursively: boolean;
}

export const CHUNK_GROUPS: ChunkGroup[] = (
  [
    { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
    {
      name: 'newsletter',
      test: /[\\/](?:site[\\/]src[\\/](?:components[\\/]NewsletterForm\.tsx|features[\\/]leads[\\/]lib[\\/]lead-form-names\.ts|lib[\\/]use-typed-before-hydration\.ts)|shared[\\/]src[\\/](?:leads[\\/]leads\.ts|posts[\\/]errors\.ts|validation[\\/]newsletter-email\.ts)|@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:TextInput|Input|InputBase|CloseButton)[\\/].+\.mjs|@mantine[\\/](?:hooks[\\/]esm[\\/]use-id|core[\\/]esm[\\/]core[\\/]styles-api[\\/]use-resolved-styles-api)[\\/].+\.mjs|shared[\\/]src[\\/]validation[\\/]messages\.ts)$/,
    },
    {
      name: 'query',
      test: /[\\/](?:node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]|site[\\/]src[\\/]app[\\/]query[\\/])/,
    },
    {
      name: 'page-kit',
      test: /[\\/](?:@mantine[\\/]core[\\/]esm[\\/](?:components[\\/](?:Badge|Card|Center|Code|List|Paper|ThemeIcon)[\\/].+|core[\\/]utils[\\/]create-safe-context[\\/][^\\/]+)\.mjs|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]IconCheck\.mjs|site[\\/]src[\\/](?:components[\\/]PageMeta\.tsx|app[\\/]head[\\/][^\\/]+\.ts))$/,
    },
  ] satisfies Pick<ChunkGroup, 'name' | 'test'>[]
).map((group) => ({ ...group, priority: 0, includeDependenciesRecursively: false }));
