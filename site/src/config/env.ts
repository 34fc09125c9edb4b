import { publicConfigWithDefaults, readPublicConfig, type PublicConfig } from '@parley/shared/config';

const source = typeof __PUBLIC_CONFIG__ === 'undefined' ? {} : __PUBLIC_CONFIG__;

/**
 * The site's configuration. Empty values fall back to the local defaults of the embedded backend.
 * On the server, and in the prerender step every build runs, it is checked with zod (a malformed
 * URL fails the build with one readable message); the browser bundle gets the same values, already
 * checked, without the validator's weight.
 */
export const env: PublicConfig = import.meta.env.SSR
  ? readPublicConfig(source)
  : publicConfigWithDefaults(source);
