import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateDatabaseTypes } from '../../packages/local-supabase/src/database/generate-types';
import { supabaseDir } from './engines/apply-schema';

// shared/src/supabase/database.types.ts is generated from the migrations; a migration that changes the
// schema without regenerating it would leave the apps typed against a schema that no longer exists.

const filepath = fileURLToPath(new URL('../../shared/src/supabase/database.types.ts', import.meta.url));

describe('database.types.ts', () => {
  it('is what `npm run db:types` writes from the migrations', async () => {
    const generated = await generateDatabaseTypes({ supabaseDir, filepath });
    const committed = await readFile(filepath, 'utf8');
    expect(generated, 'database.types.ts is out of date: run npm run db:types').toBe(committed);
  });
});
