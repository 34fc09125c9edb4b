import type { Context } from 'hono';
import type { MediaType } from './request-identity';

interface Answer {
  status: number;
  body: string | null;
  media: MediaType;
  contentRange?: string;
  preferenceApplied?: string;
  profile: boolean;
  headers?: Record<string, string>;
}

/** A PostgREST-shaped response: body, Content-Type, Content-Range, Preference-Applied, Content-Profile. */
export function respond(c: Context, answer: Answer): Response {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body !== null || c.req.method === 'HEAD') {
    headers['Content-Type'] =
      answer.media === 'object'
        ? 'application/vnd.pgrst.object+json; charset=utf-8'
        : 'application/json; charset=utf-8';
  }
  if (answer.contentRange) headers['Content-Range'] = answer.contentRange;
  if (answer.preferenceApplied) headers['Preference-Applied'] = answer.preferenceApplied;
  if (answer.profile) headers['Content-Profile'] = 'public';
  return new Response(answer.body, { status: answer.status, headers });
}
