import { Tabs, type TabsProps, type TabsTabProps } from '@mantine/core';
import { createContext, use, type MouseEvent } from 'react';
import { useSearchParams } from '@parley/router';
import { TAB_PARAM, tabFromQuery, tabHref } from './tab-from-query';

/** How a tab of the current `QueryTabs` links to itself. */
const TabHrefContext = createContext<(tab: string) => string>((tab) => `?${TAB_PARAM}=${tab}`);

export interface QueryTabsProps extends Omit<TabsProps, 'value' | 'defaultValue' | 'onChange'> {
  /** Every tab's value, in order; the query can open only these. */
  tabs: readonly string[];
  /** The tab open without a (valid) `?tab=`; the first one unless said. */
  defaultTab?: string;
}

/**
 * Mantine tabs whose open tab is the address's `?tab=` (as `/auth?tab=signup`): the server renders
 * the tab an address names, each tab is a link to its own address (so a click before the page's
 * scripts run, or without them, loads the page with that tab open), and once the scripts run a click
 * switches in place and replaces the address. ARIA tabs semantics and arrow keys are Mantine's.
 *
 * The production server renders any address with a query string on request instead of sending the
 * prerendered page (which has the default tab open): see the prerendered-page handler in
 * site/server/app.ts. These pages read no data, so the server keeps each such render in memory by its
 * path and query (site/server/page-cache/static-pages.ts).
 */
export function QueryTabs({ tabs, defaultTab = tabs[0], children, ...props }: QueryTabsProps) {
  const [params, setParams] = useSearchParams();
  const value = tabFromQuery(params, tabs, defaultTab ?? '');
  const select = (next: string | null) => {
    if (next === null || next === value) return;
    setParams((current) => new URLSearchParams(tabHref(current, next)), {
      replace: true,
      preventScrollReset: true,
    });
  };
  return (
    <TabHrefContext value={(tab) => tabHref(params, tab)}>
      <Tabs {...props} value={value} onChange={select}>
        {children}
      </Tabs>
    </TabHrefContext>
  );
}

/** A click the browser would follow in this window (not a new tab or window, not a download). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One tab of `QueryTabs`: a link to `?tab=<value>` with the tab role. Once the scripts run, a plain
 * click switches in place (Mantine's handler) instead of loading the page. A click with a modifier
 * (Ctrl or Cmd for a new tab, Shift for a new window) is the browser's: it opens the link and this
 * page's tab stays as it was, so the event is stopped before it reaches Mantine's click handler.
 */
export function QueryTab({ value, onClick, ...props }: TabsTabProps) {
  const hrefOf = use(TabHrefContext);
  return (
    <Tabs.Tab
      {...props}
      {...{ component: 'a', href: hrefOf(value) }}
      value={value}
      onClickCapture={(event: MouseEvent<HTMLButtonElement>) => {
        if (!isPlainClick(event)) event.stopPropagation();
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (isPlainClick(event)) event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
