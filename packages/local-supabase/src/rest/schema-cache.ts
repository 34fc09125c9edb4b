import type { PGlite } from '@electric-sql/pglite';

export interface ColumnInfo {
  name: string;
  /** Postgres's own spelling (format_type), safe to use as a cast target. */
  type: string;
  /** The column's DEFAULT as SQL from the catalog (pg_get_expr), for `Prefer: missing=default`. */
  defaultSql: string | null;
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
  const columns = await db.query<{
    table_name: string;
    column_name: string;
    type: string;
    default_sql: string | null;
  }>(`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
           case when a.attidentity = 'd'
                then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
                else pg_get_expr(d.adbin, d.adrelid) end as default_sql
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
    order by c.relname, a.attnum`);
  const keys = await db.query<{ table_name: string; column_name: string }>(`
    select c.relname as table_name, a.attname as column_name
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where n.nspname = 'public' and i.indisprimary`);
  // Input arguments only (modes i/b); OUT/TABLE columns shape the result. Variadic functions are left out.
  const functions = await db.query<{
    name: string;
    args: { name: string; type: string }[];
    nargs: number;
    ndefaults: number;
    returns_set: boolean;
    return_type: string;
    type_type: string;
    has_out: boolean;
  }>(`
    select p.proname as name,
           coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[o], ''), 'type', format_type(t, null)) order by o)
                     from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, o)
                     where p.proargmodes is null or p.proargmodes[o] in ('i', 'b')), '[]') as args,
           p.pronargs as nargs, p.pronargdefaults as ndefaults, p.proretset as returns_set,
           format_type(p.prorettype, null) as return_type, t.typtype as type_type,
           coalesce(p.proargmodes && array['o', 't', 'b']::"char"[], false) as has_out
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type t on t.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f'
      and not coalesce('v' = any(p.proargmodes), false)
      and format_type(p.prorettype, null) not in ('trigger', 'event_trigger')`);

  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    let table = tables.get(row.table_name);
    if (!table)
      tables.set(row.table_name, (table = { name: row.table_name, columns: new Map(), primaryKey: [] }));
    table.columns.set(row.column_name, {
      name: row.column_name,
      type: row.type,
      defaultSql: row.default_sql,
    });
  }
  for (const row of keys.rows) tables.get(row.table_name)?.primaryKey.push(row.column_name);

  const fns = new Map<string, FunctionInfo[]>();
  for (const row of functions.rows) {
    const info: FunctionInfo = {
      name: row.name,
      args: row.args.map((arg, i) => ({ ...arg, hasDefault: i >= row.nargs - row.ndefaults })),
      returnType: row.return_type,
      returnsSet: row.returns_set,
      // A named composite, or an anonymous record described by OUT parameters.
      returnsComposite: row.type_type === 'c' || (row.return_type === 'record' && row.has_out),
      returnsVoid: row.return_type === 'void',
    };
    fns.set(row.name, [...(fns.get(row.name) ?? []), info]);
  }
  return { tables, functions: fns };
}

/** Double-quotes an identifier that came from the catalog. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
