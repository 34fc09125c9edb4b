/**
 * What a log line may say about a failure. A PGlite error carries the statement's parameters
 * (`params`: a new user's bcrypt hash, tokens, emails) and Postgres's `detail` and `where` echo row
 * values ("Key (token)=(…) already exists", "Failing row contains (…)", "JSON data, line 1: …"), so
 * logging the error object prints secrets. A database error is described by its SQLSTATE, its
 * message, the names Postgres gives (table, column, constraint) and the first words of the statement;
 * nothing else is read from it. Any other error keeps its message and stack (its own properties are
 * not printed), and a cause is described by the same rules.
 */
export function describeFailure(error: unknown): string {
  return describe(error, 0);
}

/** console.error of a label and the failure's description, the only way the servers log a failure. */
export function logFailure(label: string, error: unknown): void {
  console.error(`${label}: ${describeFailure(error)}`);
}

/** How many words of the statement are shown: enough to find it in the code, too few to hold data. */
const STATEMENT_WORDS = 4;
const MAX_CAUSES = 3;

interface DatabaseErrorLike {
  code: string;
  message?: unknown;
  query?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  position?: unknown;
}

function describe(error: unknown, depth: number): string {
  if (isDatabaseError(error)) return describeDatabaseError(error);
  if (error instanceof Error) {
    const text = typeof error.stack === 'string' && error.stack !== '' ? error.stack : String(error);
    const cause = (error as { cause?: unknown }).cause;
    if (cause === undefined || depth >= MAX_CAUSES) return text;
    return `${text}\ncaused by: ${describe(cause, depth + 1)}`;
  }
  // A thrown string or object may be anything; only its kind is safe to name.
  return `a thrown ${error === null ? 'null' : typeof error} (not an Error)`;
}

/** A PGlite/Postgres error: a five-character SQLSTATE and the fields the protocol fills. */
function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (error === null || typeof error !== 'object') return false;
  const e = error as Record<string, unknown>;
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'query' in e);
}

function describeDatabaseError(error: DatabaseErrorLike): string {
  const parts = [`${error.code} ${safeMessage(error.code, error.message)}`];
  const names = (['table', 'column', 'constraint'] as const)
    .filter((key) => typeof error[key] === 'string' && error[key] !== '')
    .map((key) => `${key} ${String(error[key])}`);
  if (names.length > 0) parts.push(`(${names.join(', ')})`);
  if (typeof error.query === 'string') parts.push(`in statement "${statementHead(error.query)}"`);
  if (typeof error.position === 'string' || typeof error.position === 'number')
    parts.push(`at position ${String(error.position)}`);
  return parts.join(' ');
}

/**
 * The message, except the input value Postgres quotes in data exceptions (class 22, e.g.
 * `invalid input syntax for type uuid: "<the value>"`): every double-quoted part becomes "…".
 */
function safeMessage(code: string, message: unknown): string {
  const text = typeof message === 'string' ? message : 'database error';
  return code.startsWith('22') ? text.replace(/"(?:[^"]|"")*"/g, '"…"') : text;
}

/** `insert into auth.users (id, …` → `insert into auth.users …`. */
function statementHead(query: string): string {
  const words = query.trim().split(/\s+/);
  const first = words.slice(0, STATEMENT_WORDS).join(' ');
  // A literal, quoted name or parameter ends the head, wherever it starts.
  const head = first.replace(/[('"$].*$/, '').trimEnd();
  return head === first && words.length <= STATEMENT_WORDS ? head : `${head} …`;
}
