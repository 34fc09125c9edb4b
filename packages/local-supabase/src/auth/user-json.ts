/** A row of auth.users as this backend reads it. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  invited_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** Copies only the timestamps that are set: GoTrue marks them all `omitempty`. */
function optionalTimes(entries: Record<string, Date | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) if (value) out[key] = value.toISOString();
  return out;
}

export function identityJson(row: IdentityRow): Record<string, unknown> {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    ...optionalTimes({ last_sign_in_at: row.last_sign_in_at }),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: row.email ?? '',
  };
}

/** GoTrue's User JSON: secrets hidden, NULL strings as "", unset times omitted. */
export function userJson(row: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return {
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email ?? '',
    ...optionalTimes({ email_confirmed_at: row.email_confirmed_at }),
    phone: row.phone ?? '',
    ...optionalTimes({
      phone_confirmed_at: row.phone_confirmed_at,
      confirmation_sent_at: row.confirmation_sent_at,
      confirmed_at: row.confirmed_at,
      recovery_sent_at: row.recovery_sent_at,
      last_sign_in_at: row.last_sign_in_at,
      invited_at: row.invited_at,
    }),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...optionalTimes({ banned_until: row.banned_until, deleted_at: row.deleted_at }),
    is_anonymous: row.is_anonymous,
  };
}
