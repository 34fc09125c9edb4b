import type { PGlite } from '@electric-sql/pglite';

export interface ColumnInfo {
  name: string;
  /** Postgres's own spelling (format_type), safe to use as a cast target. */
  type: string;
}

export interface TableInfo {
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

export interface FunctionInfo {
  name: string;
  args: { name: string; type: string; hasDefault: boolean }[];
  returnType: string;
  returnsSet: boolean;
  returnsComposite: boolean;
  returnsVoid: boolean;
}

export interface SchemaCache {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
}

/** Reads the exposed schema (public) from the catalog: identifiers are only ever taken from here. */
export async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const columns = await db.query<{ table_name: string; column_name: string; type: string }>(`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
    order by c.relname, a.attnum`);
  const keys = await db.query<{ table_name: string; column_name: string }>(`
    select c.relname as table_name, a.attname as column_name
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where n.nspname = 'public' and i.indisprimary`);
  const functions = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[] | null;
    nargs: number;
    ndefaults: number;
    returns_set: boolean;
    return_type: string;
    type_type: string;
  }>(`
    select p.proname as name, p.proargnames as arg_names,
           (select array_agg(format_type(t, null) order by ord) from unnest(p.proargtypes) with ordinality u(t, ord)) as arg_types,
           p.pronargs as nargs, p.pronargdefaults as ndefaults, p.proretset as returns_set,
           format_type(p.prorettype, null) as return_type, t.typtype as type_type
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type t on t.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f' and p.proargmodes is null
      and format_type(p.prorettype, null) not in ('trigger', 'event_trigger')`);

  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    let table = tables.get(row.table_name);
    if (!table)
      tables.set(row.table_name, (table = { name: row.table_name, columns: new Map(), primaryKey: [] }));
    table.columns.set(row.column_name, { name: row.column_name, type: row.type });
  }
  for (const row of keys.rows) tables.get(row.table_name)?.primaryKey.push(row.column_name);

  const fns = new Map<string, FunctionInfo[]>();
  for (const row of functions.rows) {
    const types = row.arg_types ?? [];
    const info: FunctionInfo = {
      name: row.name,
      args: types.map((type, i) => ({
        name: row.arg_names?.[i] ?? '',
        type,
        hasDefault: i >= row.nargs - row.ndefaults,
      })),
      returnType: row.return_type,
      returnsSet: row.returns_set,
      returnsComposite: row.type_type === 'c',
      returnsVoid: row.return_type === 'void',
    };
    fns.set(row.name, [...(fns.get(row.name) ?? []), info]);
  }
  return { tables, functions: fns };
}

/** Double-quotes an identifier that came from the catalog. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
