/// <reference types="vite/client" />

/** The site's public configuration, inlined at build time by vite.config.ts (never a secret). */
declare const __PUBLIC_CONFIG__: Record<
  'SUPABASE_URL' | 'SUPABASE_ANON_KEY' | 'DEMO_URL' | 'SITE_URL',
  string
>;

/** When the build was made (ISO 8601), inlined by vite.config.ts: src/config/build-time.ts. */
declare const __BUILD_TIME__: string;
