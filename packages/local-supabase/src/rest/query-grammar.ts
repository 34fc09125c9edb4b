import { parseError, RestError, unsupported } from './errors';

// The subset of PostgREST's query-string grammar (backend contract §2.3) that supabase-js sends.

export const FILTER_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type Condition =
  | { kind: 'filter'; column: string; negate: boolean; operator: FilterOperator; value: string }
  | { kind: 'logic'; operator: 'and' | 'or'; negate: boolean; children: Condition[] };

export interface SelectItem {
  /** A column name, or `*` for every column of the table. */
  column: string;
  alias?: string;
  cast?: string;
}

export interface OrderItem {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Casts a client may ask for in `select`: plain type names only. */
const CASTS = new Set([
  'text',
  'int',
  'int4',
  'int8',
  'integer',
  'bigint',
  'numeric',
  'float8',
  'boolean',
  'bool',
  'date',
  'timestamptz',
  'json',
  'jsonb',
  'uuid',
]);

function columnName(raw: string): string {
  const name = raw.trim();
  if (name.includes('->')) throw unsupported('JSON path filtering and selection');
  if (/^"[^"]+"$/.test(name)) return name.slice(1, -1);
  if (!IDENT.test(name)) throw parseError(`"${name}" is not a valid column name`);
  return name;
}

/** Splits on commas at depth 0, outside double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && quoted) {
      current += ch + (text[++i] ?? '');
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (depth < 0) throw parseError('Unbalanced parentheses');
    if (ch === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (depth !== 0 || quoted) throw parseError('Unbalanced parentheses or quotes');
  parts.push(current);
  return parts;
}

/** `select=id,title,alias:col,col::text`; embedded resources are refused clearly. */
export function parseSelect(raw: string | undefined): SelectItem[] | '*' {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return '*';
  const items: SelectItem[] = [];
  for (const part of splitTopLevel(raw.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ''))) {
    if (part === '*') {
      // `*,alias:col` — every column, then the listed ones (expanded against the cache later).
      items.push({ column: '*' });
      continue;
    }
    if (part.includes('(')) throw unsupported('Resource embedding and aggregates in select');
    const match = /^(?:([^:]+):(?!:))?([^:]+)(?:::([A-Za-z0-9]+))?$/.exec(part);
    if (!match) throw parseError(`failed to parse select parameter (${raw})`);
    const [, alias, col, cast] = match;
    if (cast !== undefined && !CASTS.has(cast.toLowerCase())) throw parseError(`Unsupported cast "${cast}"`);
    items.push({
      column: columnName(col!),
      alias: alias === undefined ? undefined : columnName(alias),
      cast: cast?.toLowerCase(),
    });
  }
  return items;
}

/** `order=created_at.desc.nullslast,id` */
export function parseOrder(raw: string | undefined): OrderItem[] {
  if (!raw) return [];
  return raw.split(',').map((term) => {
    const [col, ...modifiers] = term.trim().split('.');
    const item: OrderItem = { column: columnName(col ?? ''), descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc') item.descending = false;
      else if (modifier === 'desc') item.descending = true;
      else if (modifier === 'nullsfirst') item.nulls = 'first';
      else if (modifier === 'nullslast') item.nulls = 'last';
      else throw parseError(`failed to parse order (${raw})`, `unexpected "${modifier}"`);
    }
    return item;
  });
}

/** `[not.]op.value` for a column. */
export function parseFilter(column: string, expression: string): Condition {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = (dot === -1 ? rest : rest.slice(0, dot)) as FilterOperator;
  if (!FILTER_OPERATORS.includes(operator)) {
    if (/^(cs|cd|ov|sl|sr|nxr|nxl|adj|fts|plfts|phfts|wfts|match|imatch|isdistinct)(\(|$)/.test(operator)) {
      throw unsupported(`The "${operator}" operator`);
    }
    throw parseError(
      `failed to parse filter (${expression})`,
      `unexpected "${operator}" expecting "not" or operator (eq, gt, ...)`,
    );
  }
  if (dot === -1) throw parseError(`failed to parse filter (${expression})`);
  const value = rest.slice(dot + 1);
  if (operator === 'is' && !/^(null|not_null|true|false|unknown)$/i.test(value)) {
    throw parseError(
      `failed to parse filter (${expression})`,
      'is accepts null, not_null, true, false or unknown',
    );
  }
  if (operator === 'in' && !/^\(.*\)$/s.test(value))
    throw parseError(`failed to parse filter (${expression})`);
  return { kind: 'filter', column: columnName(column), negate, operator, value };
}

/** `(a.eq.1,and(b.gt.2,c.is.null),not.or(...))` */
export function parseLogic(operator: 'and' | 'or', negate: boolean, raw: string): Condition {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`failed to parse logic tree (${raw})`);
  const children = splitTopLevel(raw.slice(1, -1)).map((item) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3]!);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(`failed to parse logic tree (${raw})`);
    const expression = item.slice(dot + 1);
    // Values inside a tree may be double-quoted.
    const unquoted = expression.replace(
      /^((?:not\.)?[a-z]+\.)"(.*)"$/s,
      (_m, head: string, body: string) => head + body.replace(/\\(.)/g, '$1'),
    );
    return parseFilter(item.slice(0, dot), unquoted);
  });
  if (children.length === 0) throw parseError(`failed to parse logic tree (${raw})`);
  return { kind: 'logic', operator, negate, children };
}

/** The values of `in.(a,"b,c",d)`. */
export function parseInList(value: string): string[] {
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => {
    const trimmed = item.trim();
    return /^".*"$/s.test(trimmed) ? trimmed.slice(1, -1).replace(/\\(.)/g, '$1') : trimmed;
  });
}

export interface ParsedQuery {
  select: SelectItem[] | '*';
  conditions: Condition[];
  order: OrderItem[];
  limit?: number;
  offset: number;
  onConflict?: string[];
  columns?: string[];
}

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'and',
  'or',
  'not.and',
  'not.or',
]);

/** The whole query string of a table request. */
export function parseQuery(params: URLSearchParams): ParsedQuery {
  const conditions: Condition[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) {
      if (key === 'and' || key === 'or') conditions.push(parseLogic(key, false, value));
      if (key === 'not.and' || key === 'not.or')
        conditions.push(parseLogic(key === 'not.and' ? 'and' : 'or', true, value));
      continue;
    }
    if (key.includes('.')) throw unsupported(`Filters on embedded resources ("${key}")`);
    conditions.push(parseFilter(key, value));
  }
  const limitRaw = params.get('limit');
  const offsetRaw = params.get('offset');
  const limit = limitRaw === null ? undefined : Number(limitRaw);
  const offset = offsetRaw === null ? 0 : Number(offsetRaw);
  if (limit !== undefined && !Number.isInteger(limit))
    throw parseError(`failed to parse limit (${limitRaw})`);
  if (limit !== undefined && limit < 0)
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable');
  if (!Number.isInteger(offset) || offset < 0) throw parseError(`failed to parse offset (${offsetRaw})`);
  const list = (raw: string | null) =>
    raw === null ? undefined : raw.split(',').map((c) => columnName(c.replace(/^"|"$/g, '')));
  return {
    select: parseSelect(params.get('select') ?? undefined),
    conditions,
    order: parseOrder(params.get('order') ?? undefined),
    limit,
    offset,
    onConflict: list(params.get('on_conflict')),
    columns: list(params.get('columns')),
  };
}
