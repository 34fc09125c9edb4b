// A recording stand-in for `fetch`, so data-access tests can assert the HTTP requests supabase-js
// makes and script the server's answers without starting a server. The one fake behind every test's
// Supabase client (createTestClient), in shared and in the packages and apps above it.

export interface RecordedRequest {
  method: string;
  /** Path without the host, e.g. `/rest/v1/blog_posts`. */
  path: string;
  /** The decoded query string, e.g. `select=*&published_at=not.is.null`. */
  query: string;
  /** The query string as sent (still URL-encoded). */
  rawQuery: string;
  /** The query string's parameters, decoded one by one (`params.get('select')`). */
  params: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Answers a request; a promise keeps the request pending until it settles. */
export type Responder = (
  request: RecordedRequest,
) => FakeResponse | undefined | Promise<FakeResponse | undefined>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
}

export function createFakeFetch(respond: Responder = () => ({ status: 200, body: [] })): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: decodeURIComponent(url.search.replace(/^\?/, '').replace(/\+/g, ' ')),
      rawQuery: url.search.replace(/^\?/, ''),
      params: url.searchParams,
      headers: request.headers,
      body: text === '' ? undefined : JSON.parse(text),
    };
    requests.push(recorded);
    const { status = 200, body, headers = {} } = (await respond(recorded)) ?? {};
    const payload = body === undefined ? null : JSON.stringify(body);
    return new Response(status === 204 ? null : payload, {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  return { fetch: fakeFetch as typeof fetch, requests };
}

/** A PostgREST-style error body. */
export function postgrestError(code: string, message: string, details: string | null = null) {
  return { code, message, details, hint: null };
}
