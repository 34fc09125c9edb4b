import type { BackendConfig } from '../config';
import { signJwt } from '../jwt';
import { AuthError } from './errors';
import { generateRefreshToken } from './one-time-token';
import { authTuning } from './tuning';
import type { UserRow } from './user-json';
import { loadUserJson, type Queryable } from './users';

/** How the session was obtained, recorded in the JWT's `amr` (GoTrue `models/factor.go`). */
export type AmrMethod = 'password' | 'otp';

interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

/** The access token, claims in the order GoTrue emits them; `aud` a string, no `kid`. */
async function accessToken(
  config: BackendConfig,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
  iat: number,
): Promise<string> {
  return signJwt(
    {
      iss: `${config.apiUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp: iat + config.jwtExpirySeconds,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal: 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    config.jwtSecret,
  );
}

async function sessionResponse(
  tx: Queryable,
  config: BackendConfig,
  userId: string,
  sessionId: string,
  amr: AmrEntry[],
  refreshToken: string,
): Promise<SessionResponse> {
  const { rows } = await tx.query<UserRow>(
    `select id, email, phone, role, raw_app_meta_data, raw_user_meta_data, is_anonymous from auth.users where id = $1`,
    [userId],
  );
  const iat = Math.floor(Date.now() / 1000);
  return {
    access_token: await accessToken(config, rows[0]!, sessionId, amr, iat),
    token_type: 'bearer',
    expires_in: config.jwtExpirySeconds,
    expires_at: iat + config.jwtExpirySeconds,
    refresh_token: refreshToken,
    user: await loadUserJson(tx, userId),
  };
}

/** Starts a session (auth.sessions + first refresh token) and answers GoTrue's token response. */
export async function startSession(
  tx: Queryable,
  config: BackendConfig,
  userId: string,
  method: AmrMethod,
  client: { userAgent?: string; ip?: string },
): Promise<SessionResponse> {
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (user_id, aal, amr, user_agent, ip, created_at, updated_at)
     values ($1, 'aal1', $2::jsonb, $3, $4, now(), now()) returning id`,
    [userId, JSON.stringify(amr), client.userAgent ?? null, client.ip ?? null],
  );
  const sessionId = rows[0]!.id;
  const token = generateRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, session_id, created_at, updated_at)
     values ($1, $2, false, $3, now(), now())`,
    [token, userId, sessionId],
  );
  return sessionResponse(tx, config, userId, sessionId, amr, token);
}

interface RefreshRow {
  id: number;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
  amr: AmrEntry[] | null;
  session_exists: boolean;
}

const refreshError = (code: string, message: string) => new AuthError(400, code, message);

/**
 * GoTrue's refresh-token rotation: the presented token is revoked and a child issued. A revoked token
 * replayed within the reuse interval (two tabs refreshing at once) gets the session's current token;
 * replayed later it is treated as stolen: the whole session's tokens are revoked and that error is
 * returned (so the caller can commit the revocation before answering).
 */
export async function refreshSession(
  tx: Queryable,
  config: BackendConfig,
  presented: string,
): Promise<SessionResponse | AuthError> {
  const { rows } = await tx.query<RefreshRow>(
    `select t.id, t.token, t.user_id, t.revoked, t.updated_at, t.session_id, s.amr, s.id is not null as session_exists
       from auth.refresh_tokens t left join auth.sessions s on s.id = t.session_id
      where t.token = $1`,
    [presented],
  );
  const row = rows[0];
  if (!row) throw refreshError('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (!row.session_id || !row.session_exists)
    throw refreshError('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  const user = await tx.query<{ banned: boolean }>(
    `select coalesce(banned_until > now(), false) as banned from auth.users where id = $1::uuid`,
    [row.user_id],
  );
  if (!user.rows[0]) throw refreshError('user_not_found', 'Invalid Refresh Token: User Not Found');
  if (user.rows[0].banned) throw refreshError('user_banned', 'Invalid Refresh Token: User Banned');

  let token: string;
  if (row.revoked) {
    const active = await tx.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
      [row.session_id],
    );
    const withinReuse = Date.now() - row.updated_at.getTime() < authTuning.refreshTokenReuseIntervalMs;
    if (!withinReuse || !active.rows[0]) {
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`,
        [row.session_id],
      );
      // Returned, not thrown: the revocation above must commit.
      return refreshError('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    token = active.rows[0].token;
  } else {
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [
      row.id,
    ]);
    token = generateRefreshToken();
    await tx.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id, created_at, updated_at)
       values ($1, $2, false, $3, $4, now(), now())`,
      [token, row.user_id, row.token, row.session_id],
    );
  }
  await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [
    row.session_id,
  ]);
  return sessionResponse(tx, config, row.user_id, row.session_id, row.amr ?? [], token);
}
