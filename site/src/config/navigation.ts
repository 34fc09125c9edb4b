import { links, paths } from './paths';
import { ROUTE_ENTRIES, type FooterColumn, type NavSlot, type RouteFacts } from './routes';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** The routes of one navigation list, by their place in it (the manifest's `nav`, config/routes.ts). */
function navList(slotOf: (nav: NonNullable<RouteFacts['nav']>) => NavSlot | undefined): NavLinkItem[] {
  return ROUTE_ENTRIES.flatMap(([, route]) => {
    const slot = route.nav && slotOf(route.nav);
    return slot ? [{ slot, link: { label: slot.label, to: route.path } }] : [];
  })
    .sort((a, b) => a.slot.order - b.slot.order)
    .map(({ link }) => link);
}

/** The header's links (docs/routes.md#header). */
export const headerLinks: NavLinkItem[] = navList((nav) => nav.header);

/** The mobile menu's extra group. */
export const resourceLinks: NavLinkItem[] = navList((nav) => nav.resources);

/** The footer's link columns, in this order (docs/routes.md#footer). */
export const FOOTER_COLUMNS: readonly FooterColumn[] = ['Product', 'Company', 'Resources'];

export const footerColumns: { title: string; links: NavLinkItem[] }[] = FOOTER_COLUMNS.map((title) => ({
  title,
  links: navList((nav) => (nav.footer?.column === title ? nav.footer : undefined)),
}));

export const signedOutActions = {
  signIn: { label: 'Sign In', to: paths.auth },
  getStarted: { label: 'Get Started', to: links.auth({ tab: 'signup' }) },
};
