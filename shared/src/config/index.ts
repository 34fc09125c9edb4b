// @parley/shared/config: the brand and the public configuration (the local defaults are `@parley/shared/local-defaults`).
export { brand, type Brand } from './brand';
export {
  ConfigError,
  DEFAULT_DEMO_URL,
  publicConfigWithDefaults,
  readPublicConfig,
  type EnvSource,
  type PublicConfig,
} from './public-config';
