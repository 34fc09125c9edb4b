// `npm run db:types`: writes shared/src/supabase/database.types.ts from supabase/migrations.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateDatabaseTypes } from './database/generate-types';

const supabaseDir = fileURLToPath(new URL('../../../supabase', import.meta.url));
const filepath = fileURLToPath(new URL('../../../shared/src/supabase/database.types.ts', import.meta.url));

await writeFile(filepath, await generateDatabaseTypes({ supabaseDir, filepath }));
process.stdout.write(`Wrote ${filepath}\n`);
