import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { NavigationAnnouncer, Outlet, ScrollRestoration, useLocation } from '@parley/router';
import { Footer } from '../components/footer/Footer';
import { HeaderActions, useAuth } from '../features/auth';
import { NewsletterForm } from '../features/leads/components/NewsletterForm';
import { Header } from '../components/header/Header';
import { NavigationProgress } from '../components/navigation-progress/NavigationProgress';
import { setHydrating } from '../lib/hydration';
import classes from './RootLayout.module.css';

// Loaded for admins only, so visitors never download the seeding code or the seed article.
/** The header's sign-in buttons or user menu (the auth feature's), in either of its places. */
const renderHeaderActions = (variant: 'desktop' | 'mobile', onNavigate?: () => void) => (
  <HeaderActions variant={variant} onNavigate={onNavigate} />
);

const FirstPostSeeder = lazy(() => import('../features/blog/components/FirstPostSeeder'));

/** Brings a #section of the page into view after navigation (links such as /#features). */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash || hash.includes('=')) return; // auth hashes (#access_token=…) are not anchors
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, pathname]);
}

/**
 * Marks the document once React has hydrated it: server-rendered HTML is visible before it is
 * interactive, and tests (or monitoring) can wait for `html[data-hydrated]`.
 */
function useHydratedMarker() {
  useEffect(() => {
    setHydrating(false);
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/**
 * Whichever page an admin is on, an empty blog gets its first post (docs/product-rules.md#first-post).
 * Its own component, so that the auth state settling after hydration re-renders this, not the whole
 * page around it.
 */
function FirstPostForAdmins() {
  const { user, isAdmin } = useAuth();
  if (!isAdmin || !user) return null;
  return (
    <Suspense fallback={null}>
      <FirstPostSeeder userId={user.id} />
    </Suspense>
  );
}

/** The frame of every page: skip link, header, main content, footer. */
export function RootLayout() {
  useScrollToHash();
  useHydratedMarker();
  return (
    <>
      <NavigationProgress />
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Header renderActions={renderHeaderActions} />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <Footer newsletter={<NewsletterForm label="Email address for the newsletter" />} />
      <ScrollRestoration />
      <NavigationAnnouncer />
      <FirstPostForAdmins />
    </>
  );
}
