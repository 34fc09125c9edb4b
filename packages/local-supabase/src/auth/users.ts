import type { Transaction } from '@electric-sql/pglite';
import type { IdentityRow, UserRow } from './user-json';
import { userJson } from './user-json';

/** Anything that runs parameterised SQL: the database or an open transaction. */
export type Queryable = Pick<Transaction, 'query'>;

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, phone, phone_confirmed_at,
  confirmation_token, confirmation_sent_at, confirmed_at, recovery_token, recovery_sent_at, last_sign_in_at,
  invited_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, deleted_at, is_anonymous`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where email = $1 and is_sso_user = false and deleted_at is null`,
    [email.toLowerCase()],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0];
}

export async function findIdentities(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

/** The user as GoTrue's JSON, read fresh (after whatever the caller just changed). */
export async function loadUserJson(db: Queryable, id: string): Promise<Record<string, unknown>> {
  const user = await findUserById(db, id);
  if (!user) throw new Error(`user ${id} vanished`);
  return userJson(user, await findIdentities(db, id));
}

export interface NewEmailUser {
  email: string;
  passwordHash: string;
  data: Record<string, unknown>;
  confirmed: boolean;
}

/**
 * Inserts into the real auth.users (so app triggers such as "create a profile" fire) and the email
 * identity. Like recent GoTrue, the identity claims (sub, email, email_verified, phone_verified) are
 * also merged into user_metadata under the signup data.
 */
export async function insertEmailUser(tx: Queryable, user: NewEmailUser): Promise<UserRow> {
  const id = crypto.randomUUID();
  const email = user.email.toLowerCase();
  const claims = { sub: id, email, email_verified: user.confirmed, phone_verified: false };
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ($1, 'authenticated', 'authenticated', $2, $3, case when $4::boolean then now() end,
        '{"provider":"email","providers":["email"]}'::jsonb, $5::jsonb, now(), now(), false)
     returning ${USER_COLUMNS}`,
    [id, email, user.passwordHash, user.confirmed, JSON.stringify({ ...user.data, ...claims })],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
    [id, id, JSON.stringify({ ...user.data, ...claims })],
  );
  return rows[0]!;
}

/**
 * Marks the email confirmed, as GoTrue's `User.Confirm`: the flag also lands in the metadata. The
 * confirmation token is spent: NULL, never '' (an empty string is a value a caller can send).
 */
export async function confirmEmail(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = null,
        raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified":true}'::jsonb,
        updated_at = now()
      where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified":true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}
