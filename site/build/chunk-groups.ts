/**
 * How the client build groups modules into chunks. Every request costs a page about half a kilobyte
 * of response headers on top of its code, and left to itself the bundler cut what a marketing page
 * loads into some 35 chunks, many of a few hundred bytes. Each group below gathers modules that load
 * together anyway:
 *
 * - React (react, react-dom, the scheduler): the first stage of the browser entry (src/main.tsx);
 * - the application shell (the router, @parley/router, providers, layout, header and footer, the newsletter form): the
 *   second stage. Left to itself, the bundler cut it into a dozen chunks, one per module a page
 *   shares with it (Button, Loader, Text…), and under a slow connection each costs a request, with
 *   only six connections to a host: the chunks came in three waves;
 * - React Query, the layout route that provides it and the browser's query client
 *   (site/src/lib/query), for the pages that read or write data; with it, what the blog's list and
 *   its post pages both show a post with (its cover, its date, the public post queries). Left to
 *   the bundler, those were a common chunk of their own: a request more on every blog page, which
 *   on a slow connection waits for one of the six connections.
 *
 * No group for what pages share beyond the shell (cards, lists, badges, the head tags…): Rolldown's
 * inline common chunks (vite.config.ts) copies each small shared module into the chunk of every page
 * that uses it, so a page downloads what it renders in its own chunk. A "page kit" group of them
 * made every page download all of them in one more request (0.4–2.5 KB gzip more, plus headers).
 *
 * A group takes exactly the modules its pattern names, never their imports
 * (`includeDependenciesRecursively: false`): with their imports, a group also took the helpers the
 * entry shares with the application (the preload helper, yield-to-browser), so the entry imported
 * the application statically and the page downloaded and ran it before its first paint. What no
 * group names stays where the bundler puts it (the entry's helpers in the entry). Patterns match
 * `[\\/]` so Windows paths match too.
 *
 * The build checks the shell (build/app-shell-check.ts): it loads as exactly the `react` and `app`
 * chunks, each holding only modules its group names here, or the build fails naming the modules to
 * add. A module the shell newly imports and no group names otherwise becomes a chunk of its own, or
 * makes the bundler wrap the application behind a facade chunk (`start-*.js`): a request more.
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
      // The application shell: what src/app/start.tsx needs to hydrate any page (router, Mantine's
      // core and the components of the header and footer, auth, the newsletter form). Named module
      // by module, because the import graph cannot tell it: the shell imports packages' indexes
      // (`@mantine/core`, `@parley/shared`) that reach every module any page uses.
      name: 'app',
      test: new RegExp(
        [
          String.raw`node_modules[\\/](?:regexparam|clsx|@mantine[\\/]store)[\\/]`,
          String.raw`@mantine[\\/]hooks[\\/]esm[\\/](?:use-color-scheme|use-did-update|use-id|use-isomorphic-effect|use-media-query|use-reduced-motion|utils[\\/]random-id)[\\/]`,
          String.raw`@mantine[\\/]core[\\/]esm[\\/](?:core[\\/]|components[\\/](?:ActionIcon|Anchor|Burger|Button|CloseButton|Container|Divider|Group|Input|InputBase|Loader|SimpleGrid|Stack|Text|TextInput|Title|Transition|UnstyledButton)[\\/])`,
          String.raw`@mantine[\\/]notifications[\\/]esm[\\/]notifications\.store\.mjs$`,
          String.raw`@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](?:createReactComponent|defaultAttributes|icons[\\/]IconBrand(?:Github|Linkedin|X))\.mjs$`,
          String.raw`shared[\\/]src[\\/](?:auth[\\/]is-admin|config[\\/](?:brand|local-defaults|public-config-defaults)|leads[\\/]leads|newsletter[\\/]links|errors[\\/]data-errors|site-paths[\\/](?:blog-paths|index|newsletter-paths)|supabase[\\/]storage-key|text[\\/](?:invisible-characters|mixed-scripts)|validation[\\/](?:limits|messages|newsletter-email))\.ts$`,
          String.raw`site[\\/]src[\\/]app[\\/](?:RootLayout\.(?:tsx|module\.css)|mantine-styles\.css|scheme-tokens\.css|notifications-on-demand\.tsx|providers\.tsx|route-modules\.ts|routes\.tsx|start\.tsx|theme-styles\.tsx)$`,
          // The router (@parley/router, packages/router), without its memory router for tests.
          String.raw`packages[\\/]router[\\/]src[\\/](?:browser-router|hooks|index|links|NavigationAnnouncer|relative-path|route-match|router|router-state|RouterProvider|scroll-positions|ScrollRestoration)\.tsx?$`,
          String.raw`site[\\/]src[\\/]components[\\/](?:BrandMark\.(?:tsx|module\.css)|typography\.module\.css|footer[\\/]Footer\.(?:tsx|module\.css)|header[\\/](?:Header\.tsx|Header\.module\.css)|navigation-progress[\\/]NavigationProgress\.(?:tsx|module\.css))$`,
          String.raw`site[\\/]src[\\/]config[\\/](?:env|navigation|paths|routes)\.ts$`,
          // The playground's parameter names, which the route manifest declares (left out, they made
          // the bundler wrap the application in a facade chunk: one more request before it runs).
          String.raw`site[\\/]src[\\/]config[\\/]playground-query\.ts$`,
          // Parley's Mantine theme, shared with the studio.
          String.raw`packages[\\/]admin-ui[\\/]src[\\/]theme\.ts$`,
          // The header's light/dark toggle and the scheme's storage (shared with the studio).
          String.raw`packages[\\/]admin-ui[\\/]src[\\/]color-scheme[\\/](?:ColorSchemeToggle\.tsx|color-scheme\.ts|messages\.ts)$`,
          String.raw`site[\\/]src[\\/]features[\\/]auth[\\/](?:AuthProvider\.tsx|components[\\/]HeaderActions\.tsx|auth-context\.ts|hooks[\\/](?:use-admin-flag|use-session)\.ts|lib[\\/](?:auth-actions|auth-messages|auth-redirect|notify)\.ts)$`,
          // The footer's newsletter form with the parts it shares with the other lead forms (the
          // honeypot, the refusal under a flood): left to the bundler, those became a chunk of
          // their own, one more request before any page works.
          String.raw`site[\\/]src[\\/]features[\\/]leads[\\/]components[\\/](?:NewsletterForm|Honeypot|PostRefusal)\.tsx$`,
          // With what those import: the honeypot's field name, the routes whose query a post keeps,
          // and form-post's canonical path (left unnamed, the bundler copied them into the shell's
          // chunk and each page's).
          String.raw`site[\\/]src[\\/](?:features[\\/]leads[\\/]lib[\\/](?:honeypot|lead-form-names|newsletter-thanks|routes-answered-with-query)|lib[\\/](?:supabase|use-typed-before-hydration|hydration|form-post|head[\\/]canonical-url))\.ts$`,
          // How each page reads its query (app/route-query-normalisers.ts), which the route table
          // applies: the pages' own parsers and choices, each in a leaf module of its own.
          String.raw`site[\\/]src[\\/](?:app[\\/]route-query-normalisers|components[\\/](?:query-tabs[\\/]tab-from-query|query-text[\\/]clip-query-text)|features[\\/](?:auth[\\/]lib[\\/]auth-tabs|blog[\\/]lib[\\/](?:filter-posts|post-filters-query)|leads[\\/]lib[\\/]signup-query)|pages[\\/](?:case-studies[\\/]case-study-choices|documentation[\\/](?:documentation-tabs|filter-topics)|prs[\\/]prs-tab-values|support[\\/]faq-categories|technical-roadmap[\\/]phase-ids|webinars[\\/]webinar-tabs))\.ts$`,
          String.raw`shared[\\/]src[\\/](?:posts[\\/]blog-search-length|validation[\\/]plans|paging[\\/]contains-pattern)\.ts$`,
          String.raw`packages[\\/]admin-ui[\\/]src[\\/]dashboard[\\/]read-list-params\.ts$`,
        ]
          .map((pattern) => `[\\\\/](?:${pattern})`)
          .join('|'),
      ),
    },
    {
      name: 'query',
      test: new RegExp(
        [
          String.raw`node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]`,
          String.raw`site[\\/]src[\\/](?:app|lib)[\\/]query[\\/]`,
          // What the blog's list and post pages share to show a post.
          String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Image[\\/]`,
          String.raw`site[\\/]src[\\/]assets[\\/]blog[\\/]cover-[\w-]+\.svg`,
          String.raw`site[\\/]src[\\/]features[\\/]blog[\\/](?:api[\\/]fresh-for|components[\\/]PostCover|lib[\\/](?:cover-image|post-date))\.tsx?$`,
          String.raw`shared[\\/]src[\\/](?:dates[\\/]format-date|posts[\\/](?:posts|published-posts-page)|paging[\\/]list-page|queries[\\/](?:client-query|public-post-queries|query-keys))\.ts$`,
        ]
          .map((pattern) => `[\\\\/](?:${pattern})`)
          .join('|'),
      ),
    },
  ] satisfies Pick<ChunkGroup, 'name' | 'test'>[]
).map((group) => ({ ...group, priority: 0, includeDependenciesRecursively: false }));
