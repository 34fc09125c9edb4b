import { parseError, RestError, unsupported } from './errors';
import {
  MAX_FILTERS,
  MAX_IN_VALUES,
  MAX_LOGIC_DEPTH,
  MAX_NUMBER_DIGITS,
  MAX_ORDER_TERMS,
  MAX_PATTERN_FILTERS,
  MAX_PATTERN_LENGTH,
  MAX_PATTERN_WILDCARDS,
  MAX_SELECT_COLUMNS,
  MAX_VALUE_LENGTH,
} from './limits';
import { countOf, splitTopLevel, stripWhitespace, unquote } from './scan';

// The subset of PostgREST's query-string grammar that supabase-js sends. Every parser here is a
// single pass (or a fixed number of passes) over its input, and every list has a cap (limits.ts):
// the server has one thread, so a request's parse time is every other request's wait.

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
  if (name.length > 2 && name.startsWith('"') && name.endsWith('"') && countOf(name, '"') === 2)
    return name.slice(1, -1);
  if (!IDENT.test(name)) throw parseError(`"${clip(name)}" is not a valid column name`);
  return name;
}

/** Error messages echo the input the way PostgREST does, but only its start. */
const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

/** `alias:col::cast` → its three parts, or undefined when the shape is wrong. */
function selectParts(part: string): { alias?: string; col: string; cast?: string } | undefined {
  const castAt = part.indexOf('::');
  const head = castAt === -1 ? part : part.slice(0, castAt);
  const cast = castAt === -1 ? undefined : part.slice(castAt + 2);
  if (cast !== undefined && !/^[A-Za-z0-9]+$/.test(cast)) return undefined;
  const colon = head.indexOf(':');
  const alias = colon === -1 ? undefined : head.slice(0, colon);
  const col = colon === -1 ? head : head.slice(colon + 1);
  if (alias === '' || col === '' || col.includes(':')) return undefined;
  return { alias, col, cast };
}

/** `select=id,title,alias:col,col::text`; embedded resources are refused clearly. */
export function parseSelect(raw: string | undefined): SelectItem[] | '*' {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return '*';
  const items: SelectItem[] = [];
  for (const part of splitTopLevel(stripWhitespace(raw), MAX_SELECT_COLUMNS, 'select parameter')) {
    if (part === '*') {
      // `*,alias:col` — every column, then the listed ones (expanded against the cache later).
      items.push({ column: '*' });
      continue;
    }
    if (part.includes('(')) throw unsupported('Resource embedding and aggregates in select');
    const parts = selectParts(part);
    if (!parts) throw parseError(`failed to parse select parameter (${clip(raw)})`);
    const { alias, col, cast } = parts;
    if (cast !== undefined && !CASTS.has(cast.toLowerCase()))
      throw parseError(`Unsupported cast "${clip(cast)}"`);
    items.push({
      column: columnName(col),
      alias: alias === undefined ? undefined : columnName(alias),
      cast: cast?.toLowerCase(),
    });
  }
  return items;
}

/** `order=created_at.desc.nullslast,id` */
export function parseOrder(raw: string | undefined): OrderItem[] {
  if (!raw) return [];
  const terms = raw.split(',', MAX_ORDER_TERMS + 1);
  if (terms.length > MAX_ORDER_TERMS)
    throw parseError(`failed to parse order`, `more than ${MAX_ORDER_TERMS} terms`);
  return terms.map((term) => {
    const [col, ...modifiers] = term.trim().split('.');
    const item: OrderItem = { column: columnName(col ?? ''), descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc') item.descending = false;
      else if (modifier === 'desc') item.descending = true;
      else if (modifier === 'nullsfirst') item.nulls = 'first';
      else if (modifier === 'nullslast') item.nulls = 'last';
      else throw parseError(`failed to parse order (${clip(raw)})`, `unexpected "${clip(modifier)}"`);
    }
    return item;
  });
}

/** Operators PostgREST has and this server does not (a clear "not supported", not a parse error). */
const UNSUPPORTED_OPERATORS = new Set(
  'cs cd ov sl sr nxr nxl adj fts plfts phfts wfts match imatch isdistinct'.split(' '),
);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** A like/ilike pattern within the bounds that keep Postgres's matching cheap (see limits.ts). */
function checkPattern(expression: string, value: string): void {
  let wildcards = 0;
  for (const ch of value) if (ch === '*' || ch === '%') wildcards++;
  if (value.length > MAX_PATTERN_LENGTH || wildcards > MAX_PATTERN_WILDCARDS) {
    throw parseError(
      `failed to parse filter (${clip(expression)})`,
      `a like pattern may have at most ${MAX_PATTERN_LENGTH} characters and ${MAX_PATTERN_WILDCARDS} wildcards`,
    );
  }
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
    const paren = operator.indexOf('(');
    if (UNSUPPORTED_OPERATORS.has(paren === -1 ? operator : operator.slice(0, paren))) {
      throw unsupported(`The "${operator}" operator`);
    }
    throw parseError(
      `failed to parse filter (${clip(expression)})`,
      `unexpected "${clip(operator)}" expecting "not" or operator (eq, gt, ...)`,
    );
  }
  if (dot === -1) throw parseError(`failed to parse filter (${clip(expression)})`);
  const value = rest.slice(dot + 1);
  if (value.length > MAX_VALUE_LENGTH)
    throw parseError(
      `failed to parse filter (${clip(expression)})`,
      `a filter value may have at most ${MAX_VALUE_LENGTH} characters`,
    );
  if (operator === 'is' && !IS_VALUES.has(value.toLowerCase())) {
    throw parseError(
      `failed to parse filter (${clip(expression)})`,
      'is accepts null, not_null, true, false or unknown',
    );
  }
  if (operator === 'in') {
    if (value.length < 2 || !value.startsWith('(') || !value.endsWith(')'))
      throw parseError(`failed to parse filter (${clip(expression)})`);
    parseInList(value); // its size and quotes are checked now, not when the SQL is built
  }
  if (operator === 'like' || operator === 'ilike') checkPattern(expression, value);
  return { kind: 'filter', column: columnName(column), negate, operator, value };
}

/** `[not.](and|or)(…)` inside a tree, or undefined for a plain filter. */
function nestedTree(item: string): { operator: 'and' | 'or'; negate: boolean; body: string } | undefined {
  const negate = item.startsWith('not.');
  const rest = negate ? item.slice(4) : item;
  const operator = rest.startsWith('and(') ? 'and' : rest.startsWith('or(') ? 'or' : undefined;
  if (operator === undefined || !rest.endsWith(')')) return undefined;
  return { operator, negate, body: rest.slice(operator.length) };
}

/** A tree item's `[not.]op."quoted value"` with the quotes and escapes removed. */
function unquoteTreeValue(expression: string): string {
  const opStart = expression.startsWith('not.') ? 4 : 0;
  const dot = expression.indexOf('.', opStart);
  if (dot <= opStart) return expression;
  for (let i = opStart; i < dot; i++) {
    const ch = expression[i]!;
    if (ch < 'a' || ch > 'z') return expression;
  }
  const value = expression.slice(dot + 1);
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? expression.slice(0, dot + 1) + unquote(value)
    : expression;
}

/**
 * `(a.eq.1,and(b.gt.2,c.is.null),not.or(...))`. Each level splits only its own text, and nesting
 * deeper than MAX_LOGIC_DEPTH is refused before recursing, so the work is at most depth × length.
 */
export function parseLogic(operator: 'and' | 'or', negate: boolean, raw: string, depth = 1): Condition {
  if (depth > MAX_LOGIC_DEPTH)
    throw parseError(`failed to parse logic tree`, `more than ${MAX_LOGIC_DEPTH} levels of nesting`);
  if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')'))
    throw parseError(`failed to parse logic tree (${clip(raw)})`);
  const children = splitTopLevel(raw.slice(1, -1), MAX_FILTERS, 'logic tree').map((item) => {
    const nested = nestedTree(item);
    if (nested) return parseLogic(nested.operator, nested.negate, nested.body, depth + 1);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(`failed to parse logic tree (${clip(raw)})`);
    // Values inside a tree may be double-quoted.
    return parseFilter(item.slice(0, dot), unquoteTreeValue(item.slice(dot + 1)));
  });
  if (children.length === 0) throw parseError(`failed to parse logic tree (${clip(raw)})`);
  return { kind: 'logic', operator, negate, children };
}

/** The values of `in.(a,"b,c",d)`. */
export function parseInList(value: string): string[] {
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner, MAX_IN_VALUES, 'filter (in)').map((item) => unquote(item.trim()));
}

/** Filters in a condition (every leaf of its trees), and how many of them are like/ilike. */
function filterCount(condition: Condition): { filters: number; patterns: number } {
  if (condition.kind === 'filter')
    return { filters: 1, patterns: condition.operator === 'like' || condition.operator === 'ilike' ? 1 : 0 };
  const total = { filters: 0, patterns: 0 };
  for (const child of condition.children) {
    const counted = filterCount(child);
    total.filters += counted.filters;
    total.patterns += counted.patterns;
  }
  return total;
}

/** limit/offset: decimal digits only (no `1e3`, `0x10`, ` 5`), short enough to stay exact. */
function parseCount(name: string, raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (raw.startsWith('-') && /^-[0-9]+$/.test(raw) && name === 'limit')
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable');
  if (raw.length === 0 || raw.length > MAX_NUMBER_DIGITS || !/^[0-9]+$/.test(raw))
    throw parseError(`failed to parse ${name} (${clip(raw)})`);
  return Number(raw);
}

/** `on_conflict=a,b` / `columns="a","b"` */
function columnList(raw: string | null): string[] | undefined {
  if (raw === null) return undefined;
  return raw.split(',').map((c) => columnName(unquote(c.trim())));
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
  let filters = 0;
  let patterns = 0;
  for (const [key, value] of params) {
    let condition: Condition | undefined;
    if (RESERVED.has(key)) {
      if (key === 'and' || key === 'or') condition = parseLogic(key, false, value);
      if (key === 'not.and' || key === 'not.or')
        condition = parseLogic(key === 'not.and' ? 'and' : 'or', true, value);
    } else {
      if (key.includes('.')) throw unsupported(`Filters on embedded resources ("${clip(key)}")`);
      condition = parseFilter(key, value);
    }
    if (!condition) continue;
    const counted = filterCount(condition);
    filters += counted.filters;
    patterns += counted.patterns;
    if (filters > MAX_FILTERS)
      throw parseError('failed to parse filters', `a request may have at most ${MAX_FILTERS} filters`);
    if (patterns > MAX_PATTERN_FILTERS)
      throw parseError(
        'failed to parse filters',
        `a request may have at most ${MAX_PATTERN_FILTERS} like or ilike filters`,
      );
    conditions.push(condition);
  }
  return {
    select: parseSelect(params.get('select') ?? undefined),
    conditions,
    order: parseOrder(params.get('order') ?? undefined),
    limit: parseCount('limit', params.get('limit')),
    offset: parseCount('offset', params.get('offset')) ?? 0,
    onConflict: columnList(params.get('on_conflict')),
    columns: columnList(params.get('columns')),
  };
}
