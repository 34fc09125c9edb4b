// `npm run keys -w @parley/local-supabase`: prints a new JWT secret and matching keys as .env lines.
import { generateKeys } from './generate-keys';

const keys = await generateKeys();
process.stdout.write(
  [
    '# Paste into .env (keep it private). The site and studio need SUPABASE_ANON_KEY, never the others;',
    '# SITE_LEAD_RELAY_KEY is for the site server only (its runtime env, never a build variable).',
    ...Object.entries(keys).map(([name, value]) => `${name}=${value}`),
    '',
  ].join('\n'),
);
