import type { Context } from 'hono';
import type { AuthDeps } from '../deps';

const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

/** GET /settings: email sign-in only; `mailer_autoconfirm` follows the configuration. */
export function settings(c: Context, { ctx }: AuthDeps): Response {
  return c.json({
    external: Object.fromEntries(PROVIDERS.map((name) => [name, name === 'email'])),
    disable_signup: false,
    mailer_autoconfirm: ctx.config.mailerAutoconfirm,
    phone_autoconfirm: true,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
}

/** GET /health, worded as GoTrue's. */
export function health(c: Context): Response {
  return c.json({
    version: 'v2.189.0',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}
