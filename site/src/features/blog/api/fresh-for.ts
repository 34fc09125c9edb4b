/**
 * How long a public blog list or post counts as fresh once fetched, by the server render or the
 * browser. A server-rendered page arrives with data read a moment ago: fetching it again while
 * hydrating would download supabase-js only to get the same answer. A page opened later in the visit
 * fetches again, and every write of the admin marks these queries stale at once (invalidatePosts).
 */
export const PUBLIC_POSTS_FRESH_FOR_MS = 30_000;
