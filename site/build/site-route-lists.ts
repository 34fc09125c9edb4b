import { isRouteModule } from '../src/app/route-modules';
import { appRoutes } from '../src/app/routes';
import { footerColumns, headerLinks, resourceLinks } from '../src/config/navigation';
import { paths } from '../src/config/paths';
import { PRERENDERED_PATHS, SITEMAP_STATIC_PATHS } from '../src/config/public-routes';
import type { DerivedRouteLists } from './route-manifest-check';

/**
 * The lists the site derives from its route manifest, as route-manifest-check.ts reads them. Loads
 * the route table, whose modules come from Vite's `import.meta.glob`: run under Vite (the server
 * build's prerender step, Vitest), not plain Node.
 */
export const siteRouteLists = (): DerivedRouteLists => ({
  paths,
  appRoutes,
  prerendered: PRERENDERED_PATHS,
  sitemap: SITEMAP_STATIC_PATHS,
  navigation: {
    header: headerLinks,
    resources: resourceLinks,
    ...Object.fromEntries(footerColumns.map((column) => [`footer ${column.title}`, column.links])),
  },
  isPageModule: isRouteModule,
});
