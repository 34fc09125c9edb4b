import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../harness';
import { authHeaders, call, restHeaders, snapshot, startSecurityBackend } from './helpers';

// Oversized and malformed bodies against the three doors that take one without a session:
// /auth/v1/signup, /auth/v1/token and /rest/v1/leads. Each answer is a 4xx in the API's own shape
// (never a 500, never a crash), nothing is written, and no prototype is polluted.

const LIMIT = 1024 * 1024; // the default MAX_BODY_BYTES
let t: TestBackend;

beforeAll(async () => {
  t = await startSecurityBackend();
});
afterAll(async () => {
  await t?.close();
});

type Door = 'signup' | 'token' | 'leads';
const doors: Door[] = ['signup', 'token', 'leads'];
const paths: Record<Door, string> = {
  signup: '/auth/v1/signup',
  token: '/auth/v1/token?grant_type=password',
  leads: '/rest/v1/leads',
};
const headersFor = (door: Door, contentType = 'application/json') =>
  door === 'leads'
    ? restHeaders(t.config.anonKey, { 'content-type': contentType })
    : { ...authHeaders(t), 'content-type': contentType };

let serial = 0;
const email = () => `bodies-${Date.now()}-${(serial += 1)}@example.com`;

async function send(
  door: Door,
  body: RequestInit['body'],
  contentType?: string,
  headers = headersFor(door, contentType),
) {
  const init = { method: 'POST', headers, body, duplex: 'half' } as RequestInit;
  const response = await call(t, paths[door], init);
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: the assertions on status say what was expected.
  }
  return { status: response.status, text, json };
}

/** The API's error code: GoTrue's `code` (2024-01-01 shape) or PostgREST's `code`. */
const codeOf = (r: { json: Record<string, unknown> }) => r.json.code;

/** Runs `attempt` and checks that no row of any watched table appeared or vanished. */
async function writesNothing<T>(attempt: () => Promise<T>): Promise<T> {
  const before = await snapshot(t);
  const result = await attempt();
  expect(await snapshot(t)).toEqual(before);
  return result;
}

/** Raw HTTP over a socket, for what fetch refuses to send (a lying Content-Length). */
function rawHttp(request: string, waitMs = 1500, untilClose = false): Promise<string> {
  const { port, hostname } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const done = () => {
      socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (chunk) => {
      received += chunk.toString();
      // The status line and headers are all these tests read: stop there rather than wait.
      if (!untilClose && received.includes('\r\n\r\n')) {
        clearTimeout(timer);
        done();
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      if (received) resolve(received);
      else reject(error);
    });
    socket.write(request);
  });
}

const leadJson = (extra = '') => `{"kind":"newsletter","email":"${email()}"${extra}}`;

describe('size', () => {
  // In-process, so the answer is read even though the server stops reading the body: over a socket
  // the client may still be writing when the 413 arrives and the connection closes (see the raw
  // socket tests below for the wire).
  it.each(doors)('%s: a JSON body of the limit + 1 byte answers 413 and writes nothing', async (door) => {
    const prefix = `{"email":"${email()}","password":"long-password","kind":"newsletter","pad":"`;
    const body = prefix + 'x'.repeat(LIMIT + 1 - prefix.length - 2) + '"}';
    expect(Buffer.byteLength(body)).toBe(LIMIT + 1);
    for (const declared of [true, false]) {
      const headers = { ...headersFor(door), ...(declared ? { 'content-length': String(LIMIT + 1) } : {}) };
      const r = await writesNothing(() => send(door, body, undefined, headers));
      expect(r.status).toBe(413);
      expect(r.json).toMatchObject({ code: '413' });
    }
  });

  it.each(doors)('%s: a streamed body without length over the limit answers 413', async (door) => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > LIMIT + chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const r = await writesNothing(() => send(door, stream));
    expect(r.status).toBe(413);
  });

  it('over a socket, a chunked body over the limit answers 413 and writes nothing', async () => {
    const piece = 'x'.repeat(0xffff);
    const chunks = Array.from({ length: Math.ceil(LIMIT / piece.length) + 1 }, () => `ffff\r\n${piece}\r\n`);
    const reply = await writesNothing(() =>
      rawHttp(
        `POST /rest/v1/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunks.join('')}0\r\n\r\n`,
      ),
    );
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('a Content-Length above the limit is refused before the body arrives', async () => {
    const body = leadJson();
    const reply = await writesNothing(() =>
      rawHttp(
        `POST /rest/v1/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${LIMIT * 4}\r\n\r\n${body}`,
      ),
    );
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('a Content-Length larger than the body: no answer is invented and nothing is written', async () => {
    const body = leadJson();
    const reply = await writesNothing(() =>
      rawHttp(
        `POST /rest/v1/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n${body}`,
        300,
      ),
    );
    // The server is still waiting for the rest of the body when the client gives up.
    expect(reply).not.toMatch(/^HTTP\/1\.1 [25]/);
    expect((await fetch(`${t.url}/auth/v1/health`)).status).toBe(200);
  });

  it('a Content-Length smaller than the body: the cut JSON is refused and the rest is not a second request', async () => {
    const body = leadJson();
    const smuggled = `POST /rest/v1/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const reply = await writesNothing(() =>
      rawHttp(
        `POST /rest/v1/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n${body}${smuggled}`,
        1500,
        true,
      ),
    );
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).not.toMatch(/HTTP\/1\.1 201/);
  });
});

describe('malformed JSON', () => {
  it.each(doors)('%s: invalid JSON answers 400 in the API’s shape and writes nothing', async (door) => {
    for (const body of ['{', '{"email":', "{'email':'a@b.c'}", '{"email":"a@b.c",}', '\u0000', 'NaN']) {
      const r = await writesNothing(() => send(door, body));
      expect(r.status, body).toBe(400);
      expect(codeOf(r)).toBe(door === 'leads' ? 'PGRST102' : 'bad_json');
    }
  });

  it.each(doors)('%s: a JSON value that is not an object answers 400', async (door) => {
    for (const body of ['null', '42', '"string"', 'true', door === 'leads' ? '[1,2]' : '[]']) {
      const r = await writesNothing(() => send(door, body));
      expect(r.status, body).toBe(400);
    }
  });

  it('leads: an array of objects is a bulk insert, and objects whose keys differ are refused', async () => {
    const ok = await send('leads', JSON.stringify([{ kind: 'newsletter', email: email() }]));
    expect(ok.status).toBe(201);
    const mixed = await writesNothing(() =>
      send('leads', JSON.stringify([{ kind: 'newsletter', email: email() }, { kind: 'contact' }])),
    );
    expect(mixed).toMatchObject({ status: 400, json: { code: 'PGRST102' } });
  });

  it('duplicate keys: the last one wins, as in JSON.parse and Postgres', async () => {
    const first = email();
    const last = email();
    const r = await send('leads', `{"kind":"newsletter","email":"${first}","email":"${last}"}`);
    expect(r.status).toBe(201);
    const { rows } = await t.backend.ctx.db.query<{ email: string }>(
      'select email from public.leads where email in ($1, $2)',
      [first, last],
    );
    expect(rows.map((row) => row.email)).toEqual([last]);
  });

  const depth = 10_000;
  const nestedArray = '['.repeat(depth) + ']'.repeat(depth);
  const nestedObject = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each(doors)('%s: 10,000 levels of nested arrays answer 400', async (door) => {
    const r = await writesNothing(() => send(door, nestedArray));
    expect(r.status).toBe(400);
  });

  it.each(doors)('%s: 10,000 levels of nested objects in a field do not crash the process', async (door) => {
    for (const field of ['message', 'data']) {
      const body = `{"kind":"newsletter","email":"${email()}","password":"long-password","${field}":${nestedObject}}`;
      // Whatever the answer (signup ignores `message` and may create the user), the server lives.
      await send(door, body);
    }
    expect((await call(t, '/auth/v1/health')).status).toBe(200);
  });

  // JSON.parse takes 10,000 levels, but JSON.stringify of the parsed value overflows the stack
  // (RangeError) when the body is re-serialised for Postgres: src/rest/write.ts insertRows
  // (`JSON.stringify(rows)`) and src/auth/users.ts insertEmailUser (`JSON.stringify(data)`), so the
  // answer is a 500 (the process survives). Owned by other engineers: a depth limit on the body
  // readers would make these 400s. Kept failing until then.
  it.fails('leads: a 10,000-level object in a column answers 4xx, not 500', async () => {
    const r = await send(
      'leads',
      `{"kind":"contact","name":"Ada","email":"${email()}","message":${nestedObject}}`,
    );
    expect(r.status).toBeLessThan(500);
  });

  it.fails('signup: 10,000-level user metadata answers 4xx, not 500', async () => {
    const r = await send(
      'signup',
      `{"email":"${email()}","password":"long-password","data":${nestedObject}}`,
    );
    expect(r.status).toBeLessThan(500);
  });
});

describe('prototype pollution', () => {
  const payloads = [
    '{"__proto__":{"polluted":"yes"},"kind":"newsletter","email":"EMAIL","password":"long-password"}',
    '{"constructor":{"prototype":{"polluted":"yes"}},"kind":"newsletter","email":"EMAIL","password":"long-password"}',
    '{"email":"EMAIL","password":"long-password","data":{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}}',
  ];

  it.each(doors)('%s: __proto__ and constructor keys pollute nothing', async (door) => {
    for (const payload of payloads) {
      const r = await send(door, payload.replace('EMAIL', email()));
      expect(r.status).toBeLessThan(500);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('leads: __proto__ is an unknown column (PGRST204), not a way into the row', async () => {
    const r = await writesNothing(() =>
      send('leads', '{"__proto__":{"kind":"contact"},"kind":"newsletter","email":"x@example.com"}'),
    );
    expect(r).toMatchObject({ status: 400, json: { code: 'PGRST204' } });
  });
});

describe('content types', () => {
  const forms: [string, string][] = [
    ['application/x-www-form-urlencoded', 'email=a%40example.com&password=long-password&kind=newsletter'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--',
    ],
  ];

  it.each(doors)('%s: a form body is refused with 4xx and writes nothing', async (door) => {
    for (const [type, body] of forms) {
      const r = await writesNothing(() => send(door, body, type));
      expect(r.status, type).toBeGreaterThanOrEqual(400);
      expect(r.status, type).toBeLessThan(500);
    }
  });

  // A text/plain POST is a "simple" request: any web page can send one to 127.0.0.1 without a CORS
  // preflight. PostgREST answers 415 to a Content-Type it does not know; this server parses the body
  // as JSON whatever the type, so a foreign page can insert a lead as anon (anon may insert leads
  // anyway, so the harm is spam in the local database). The rest write path (src/rest/write.ts)
  // belongs to another engineer: kept as a failing expectation to flip once fixed.
  it.fails('leads: a JSON body sent as text/plain is refused (415) and writes nothing', async () => {
    const r = await writesNothing(() => send('leads', leadJson(), 'text/plain'));
    expect(r.status).toBe(415);
  });

  it.each(['signup', 'token'] as const)('%s: a text/plain body never answers 5xx', async (door) => {
    const r = await send(door, `{"email":"${email()}","password":"long-password"}`, 'text/plain');
    expect(r.status).toBeLessThan(500);
  });
});

describe('values of the wrong kind', () => {
  it('leads: NUL bytes in a string answer 4xx (Postgres text cannot hold NUL), never 500', async () => {
    for (const value of [`a\u0000${email()}`, email()]) {
      const field = value.startsWith('a\u0000') ? 'email' : 'message';
      const body = JSON.stringify({
        kind: 'contact',
        name: 'Ada',
        email: field === 'email' ? value : email(),
        message: 'hi\u0000there',
      });
      const r = await writesNothing(() => send('leads', body));
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
  });

  it.each(['signup', 'token'] as const)('%s: a NUL byte in the password answers below 500', async (door) => {
    // bcrypt takes any bytes, so a sign-up may succeed: only the status is checked.
    const r = await send(door, JSON.stringify({ email: email(), password: 'long\u0000password' }));
    expect(r.status).toBeLessThan(500);
  });

  // isValidEmail (src/auth/request.ts) lets a NUL through (`[^\s@]` matches it), and Postgres then
  // refuses the query (invalid byte sequence 0x00): 500 unexpected_failure instead of GoTrue's 400
  // validation_failed "Unable to validate email address: invalid format". Owned by another engineer.
  it.fails.each(['signup', 'token'] as const)(
    '%s: a NUL byte in the email answers 4xx, never 500',
    async (door) => {
      const r = await writesNothing(() =>
        send(door, JSON.stringify({ email: `nul\u0000${email()}`, password: 'long-password' })),
      );
      expect(r.status).toBeLessThan(500);
    },
  );

  // The metadata goes to a jsonb column, which cannot hold \u0000 (22P05): 500 from signup
  // (src/auth/users.ts insertEmailUser). Owned by another engineer.
  it.fails('signup: a NUL byte inside user metadata answers 4xx, never 500', async () => {
    const r = await writesNothing(() =>
      send(
        'signup',
        JSON.stringify({ email: email(), password: 'long-password', data: { name: 'a\u0000b' } }),
      ),
    );
    expect(r.status).toBeLessThan(500);
  });

  it.each(doors)('%s: numbers, arrays and objects where strings belong answer 4xx', async (door) => {
    for (const value of [42, ['a@example.com'], { email: 'a@example.com' }, true, null]) {
      const r = await writesNothing(() =>
        send(door, JSON.stringify({ kind: 'newsletter', email: value, password: value })),
      );
      expect(r.status, JSON.stringify(value)).toBeGreaterThanOrEqual(400);
      expect(r.status, JSON.stringify(value)).toBeLessThan(500);
    }
  });

  it('leads: a number where the kind belongs is refused by the check constraint', async () => {
    const r = await writesNothing(() => send('leads', JSON.stringify({ kind: 7, email: email() })));
    expect(r).toMatchObject({ status: 400, json: { code: '23514' } });
  });
});
