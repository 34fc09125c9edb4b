import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Footer } from '../components/footer/Footer';
import { Header } from '../components/header/Header';
import classes from './RootLayout.module.css';

/** Brings a #section of the page into view after navigation (links such as /#features). */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash || hash.includes('=')) return; // auth hashes (#access_token=…) are not anchors
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, pathname]);
}

/** The frame of every page: skip link, header, main content, footer. */
export function RootLayout() {
  useScrollToHash();
  return (
    <>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Header />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
