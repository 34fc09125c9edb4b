import { parseError, RestError } from './errors';
import { MAX_SELECT_COLUMNS } from './limits';
import { parseInList, type Condition, type OrderItem, type SelectItem } from './query-grammar';
import { ident, type TableInfo } from './schema-cache';

/** Collects bind parameters: values never enter the SQL text. */
export class Params {
  readonly values: (string | null)[] = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function column(table: TableInfo, name: string) {
  const info = table.columns.get(name);
  if (!info) throw new RestError(400, '42703', `column ${table.name}.${name} does not exist`);
  return info;
}

/** A Postgres array literal of the values, each quoted, for `= any($n::type[])`. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

function conditionSql(table: TableInfo, qualifier: string, condition: Condition, params: Params): string {
  if (condition.kind === 'logic') {
    const joined = condition.children
      .map((child) => conditionSql(table, qualifier, child, params))
      .join(condition.operator === 'and' ? ' and ' : ' or ');
    return `${condition.negate ? 'not ' : ''}(${joined})`;
  }
  const info = column(table, condition.column);
  const col = `${qualifier}.${ident(info.name)}`;
  let sql: string;
  switch (condition.operator) {
    case 'is':
      sql = `${col} is ${({ null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' } as const)[condition.value.toLowerCase() as 'null']}`;
      break;
    case 'in':
      sql = `${col} = any(${params.add(arrayLiteral(parseInList(condition.value)))}::${info.type}[])`;
      break;
    case 'like':
    case 'ilike':
      sql = `${col}::text ${condition.operator} ${params.add(condition.value.replace(/\*/g, '%'))}`;
      break;
    default:
      sql = `${col} ${COMPARISON[condition.operator]} ${params.add(condition.value)}::${info.type}`;
  }
  return condition.negate ? `not (${sql})` : sql;
}

/** The WHERE clause (or '' when there is no condition). */
export function whereSql(
  table: TableInfo,
  qualifier: string,
  conditions: Condition[],
  params: Params,
): string {
  if (conditions.length === 0) return '';
  return `where ${conditions.map((c) => conditionSql(table, qualifier, c, params)).join(' and ')}`;
}

export function orderSql(table: TableInfo, qualifier: string, order: OrderItem[]): string {
  if (order.length === 0) return '';
  const terms = order.map((item) => {
    const col = `${qualifier}.${ident(column(table, item.column).name)}`;
    const nulls = item.nulls ? ` nulls ${item.nulls}` : '';
    return `${col} ${item.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return `order by ${terms.join(', ')}`;
}

/** The output columns: `*` expands to the table's columns, so the output never carries helpers. */
export function selectSql(table: TableInfo, qualifier: string, select: SelectItem[] | '*'): string {
  const all = () => [...table.columns.keys()].map((c) => ({ column: c }));
  const items: SelectItem[] =
    select === '*' ? all() : select.flatMap((item) => (item.column === '*' ? all() : [item]));
  if (items.length > MAX_SELECT_COLUMNS)
    throw parseError('failed to parse select parameter', `more than ${MAX_SELECT_COLUMNS} columns`);
  return items
    .map((item) => {
      const col = `${qualifier}.${ident(column(table, item.column).name)}`;
      const cast = item.cast ? `::${item.cast}` : '';
      return `${col}${cast} as ${ident(item.alias ?? item.column)}`;
    })
    .join(', ');
}
