import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '@parley/shared/json';
import type { TestBackend } from '../harness';
import { authHeaders, call, makeUser, restHeaders, snapshot, startSecurityBackend } from './helpers';

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

  // JSON.parse takes 10,000 levels, but JSON.stringify of the parsed value overflowed the stack
  // (RangeError, a 500) when the body was re-serialised for Postgres (insertRows' rows, signup's
  // metadata). The body readers now refuse JSON nested deeper than MAX_JSON_DEPTH before parsing.
  it('leads: a 10,000-level object in a column answers 400 PGRST102 and writes nothing', async () => {
    const r = await writesNothing(() =>
      send('leads', `{"kind":"contact","name":"Ada","email":"${email()}","message":${nestedObject}}`),
    );
    expect(r).toMatchObject({ status: 400, json: { code: 'PGRST102', message: 'Empty or invalid json' } });
  });

  it('signup: 10,000-level user metadata answers 400 bad_json and writes nothing', async () => {
    const r = await writesNothing(() =>
      send('signup', `{"email":"${email()}","password":"long-password","data":${nestedObject}}`),
    );
    expect(r).toMatchObject({
      status: 400,
      json: { code: 'bad_json', message: 'Could not parse request body as JSON: exceeded max depth' },
    });
  });

  /** A body whose `message` nests objects so that the whole body is `levels` deep. */
  const nestedBody = (prefix: string, levels: number) =>
    `{${prefix}"message":${'{"k":'.repeat(levels - 1)}1${'}'.repeat(levels - 1)}}`;

  it.each(doors)(
    '%s: depth is counted exactly: the limit passes the reader, one more is refused',
    async (door) => {
      const prefix = `"kind":"contact","name":"Ada","email":"${email()}","password":"long-password","data":{"x":1},`;
      const deepest = nestedBody(prefix, MAX_JSON_DEPTH);
      const tooDeep = nestedBody(prefix, MAX_JSON_DEPTH + 1);
      const ok = await send(door, deepest);
      expect(codeOf(ok)).not.toBe(door === 'leads' ? 'PGRST102' : 'bad_json');
      expect(ok.status).toBeLessThan(500);
      const refused = await writesNothing(() => send(door, tooDeep));
      expect(refused.status).toBe(400);
      expect(codeOf(refused)).toBe(door === 'leads' ? 'PGRST102' : 'bad_json');
    },
  );

  it('leads: brackets inside strings are text, not depth', async () => {
    // The leads.message column holds at most 5,000 characters.
    const message = '['.repeat(4000) + '{"\\"'.repeat(100);
    const r = await send('leads', JSON.stringify({ kind: 'contact', name: 'Ada', email: email(), message }));
    expect(r.status).toBe(201);
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

  // The server used to parse a body as JSON whatever its type (text/plain, a form, a Blob with no
  // type). A body has one reading: PostgREST reads a form as a form, and answers a table write whose
  // Content-Type it does not parse with 400 PGRST102 "Content-Type not acceptable: <type>" (its error
  // table's PGRST107/415 row is not what it sends). This keeps no foreign page out (CORS allows any
  // origin to send application/json with the public anon key, see cors.test.ts): RLS does.
  it.each([
    ['text/plain', 'text/plain'],
    ['text/plain;charset=UTF-8', 'text/plain'],
    ['text/plain; x=application/json', 'text/plain'],
    ['application/jsonx', 'application/jsonx'],
    ['application/json-patch+json', 'application/json-patch+json'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'],
  ])('leads: a JSON body sent as %s is refused and writes nothing', async (type, mime) => {
    const r = await writesNothing(() => send('leads', leadJson(), type));
    expect(r).toMatchObject({
      status: 400,
      json: { code: 'PGRST102', message: `Content-Type not acceptable: ${mime}` },
    });
  });

  it('leads: a body without any Content-Type is refused and writes nothing', async () => {
    const headers = restHeaders(t.config.anonKey);
    delete headers['content-type'];
    const r = await writesNothing(() => send('leads', new Blob([leadJson()]), undefined, headers));
    expect(r).toMatchObject({ status: 400, json: { code: 'PGRST102' } });
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'])(
    'leads: %s is JSON',
    async (type) => {
      expect((await send('leads', leadJson(), type)).status).toBe(201);
    },
  );

  it('leads: a PATCH sent as text/plain changes nothing', async () => {
    const address = email();
    await t.backend.ctx.db.query(`insert into public.leads (kind, email) values ('newsletter', $1)`, [
      address,
    ]);
    const headers = restHeaders(t.config.serviceRoleKey, { 'content-type': 'text/plain' });
    const response = await call(t, `/rest/v1/leads?email=eq.${encodeURIComponent(address)}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ kind: 'contact', message: 'changed' }),
    });
    expect(response.status).toBe(400);
    const { rows } = await t.backend.ctx.db.query<{ kind: string; message: string | null }>(
      'select kind, message from public.leads where email = $1',
      [address],
    );
    expect(rows).toEqual([{ kind: 'newsletter', message: null }]);
  });

  it.each(['signup', 'token'] as const)('%s: a text/plain body never answers 5xx', async (door) => {
    const r = await send(door, `{"email":"${email()}","password":"long-password"}`, 'text/plain');
    expect(r.status).toBeLessThan(500);
  });
});

// A key given twice in one object ({"email":"a","email":"b"}): PostgREST hands the raw body to
// Postgres (ApiRequest/Payload.hs keeps it as is; Aeson only lists the keys), and Postgres's
// json_to_record(set) keeps the last value. Here JSON.parse keeps the last, and Postgres is given
// that value re-serialised: the value the check constraints, triggers and RLS see is the value
// stored, so a repeated key cannot carry one value past a check and store another.
describe('repeated keys', () => {
  const stored = async (address: string) =>
    (
      await t.backend.ctx.db.query<{ kind: string; email: string }>(
        'select kind, email from public.leads where email = $1',
        [address],
      )
    ).rows;

  it('leads: the last value is the one checked, so a valid first email cannot cover a bad last one', async () => {
    const valid = email();
    const r = await writesNothing(() =>
      send('leads', `{"kind":"newsletter","email":"${valid}","email":"not-an-email"}`),
    );
    expect(r).toMatchObject({ status: 400, json: { code: '23514' } });
    expect(await stored(valid)).toEqual([]);
  });

  it('leads: the last value is the one stored, and the first goes nowhere', async () => {
    const first = email();
    const last = email();
    const r = await send(
      'leads',
      `{"kind":"contact","email":"${first}","kind":"newsletter","email":"${last}"}`,
    );
    expect(r.status).toBe(201);
    expect(await stored(last)).toEqual([{ kind: 'newsletter', email: last }]);
    expect(await stored(first)).toEqual([]);
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

  // A NUL in the email used to reach Postgres, which refuses it in text (invalid byte sequence 0x00):
  // a 500. Control characters now fail the email check with GoTrue's own answer.
  it.each(['signup', 'token'] as const)(
    '%s: a control character in the email answers 400 validation_failed',
    async (door) => {
      for (const bad of [
        `nul\u0000${email()}`,
        `${email()}\u0000`,
        `bell\u0007${email()}`,
        `del\u007f${email()}`,
      ]) {
        const r = await writesNothing(() =>
          send(door, JSON.stringify({ email: bad, password: 'long-password' })),
        );
        expect(r, JSON.stringify(bad)).toMatchObject({
          status: 400,
          json: { code: 'validation_failed', message: 'Unable to validate email address: invalid format' },
        });
      }
    },
  );

  it('token: a NUL byte in a refresh token answers 400 refresh_token_not_found', async () => {
    const r = await call(t, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: headersFor('token'),
      body: JSON.stringify({ refresh_token: 'abc\u0000def' }),
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });

  // The metadata goes to a jsonb column, which cannot hold \u0000 (22P05): signup used to fail inside
  // the insert with a 500. It is now refused before any write, wherever the NUL hides.
  it('signup: a NUL byte anywhere in user metadata answers 400 validation_failed and writes nothing', async () => {
    const hidden = [{ name: 'a\u0000b' }, { ['a\u0000b']: 'key' }, { list: [1, { deep: ['x', 'y\u0000'] }] }];
    for (const data of hidden) {
      const r = await writesNothing(() =>
        send('signup', JSON.stringify({ email: email(), password: 'long-password', data })),
      );
      expect(r, JSON.stringify(data)).toMatchObject({ status: 400, json: { code: 'validation_failed' } });
    }
  });

  it('signup: metadata without NUL still signs up', async () => {
    const r = await send(
      'signup',
      JSON.stringify({
        email: email(),
        password: 'long-password',
        data: { name: 'Ada', tags: ['a', { b: 'c' }] },
      }),
    );
    expect(r.status).toBe(200);
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

// The same rules behind the other doors: POST /rpc reads its body with the table writes' reader
// (src/rest/json-body.ts), and PUT /user refuses NUL in metadata as sign-up does.
describe('other doors', () => {
  // POST /rpc used to parse any body as JSON: a text/plain body called functions.
  it('rpc: a JSON body sent as text/plain is refused', async () => {
    const r = await call(t, '/rest/v1/rpc/is_admin', {
      method: 'POST',
      headers: restHeaders(t.config.anonKey, { 'content-type': 'text/plain' }),
      body: '{}',
    });
    expect(r.status).toBe(400);
  });

  // A 10,000-level argument is re-serialised for Postgres with JSON.stringify: RangeError, 500.
  it('rpc: a 10,000-level argument answers 4xx, not 500', async () => {
    const r = await call(t, '/rest/v1/rpc/add_admin', {
      method: 'POST',
      headers: restHeaders(t.config.serviceRoleKey),
      body: `{"email":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
    });
    expect(r.status).toBeLessThan(500);
  });

  it('PUT /user: 10,000-level metadata answers 400 bad_json (readJson refuses it)', async () => {
    const user = await makeUser(t);
    const r = await call(t, '/auth/v1/user', {
      method: 'PUT',
      headers: { ...headersFor('token'), authorization: `Bearer ${user.accessToken}` },
      body: `{"data":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: 'bad_json' });
  });

  // The metadata is merged into a jsonb column, which cannot hold \u0000 (22P05): a 500.
  it('PUT /user: a NUL byte in metadata answers 4xx, not 500', async () => {
    const user = await makeUser(t);
    const r = await call(t, '/auth/v1/user', {
      method: 'PUT',
      headers: { ...headersFor('token'), authorization: `Bearer ${user.accessToken}` },
      body: JSON.stringify({ data: { name: 'a\u0000b' } }),
    });
    expect(r.status).toBeLessThan(500);
  });
});
