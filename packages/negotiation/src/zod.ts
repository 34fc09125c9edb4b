import * as z from 'zod/mini';

// zod/mini, zod's tree-shakable functional build: the playground's page and its tournament worker
// download only the parts of zod the engine's schemas use. Unlike classic zod it registers no locale,
// and the playground shows the schemas' own words for a refused setting ("Too small: expected number
// to be >=2"): English, as classic zod words them. Set here, before any schema of this package parses.
z.config(z.locales.en());

export { z };
