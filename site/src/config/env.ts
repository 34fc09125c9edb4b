import { readPublicConfig, type PublicConfig } from '@parley/shared';

/**
 * The site's configuration, parsed once with zod (a malformed URL fails with one readable message).
 * Empty values fall back to the local defaults of the embedded backend.
 */
export const env: PublicConfig = readPublicConfig(
  typeof __PUBLIC_CONFIG__ === 'undefined' ? {} : __PUBLIC_CONFIG__,
);
