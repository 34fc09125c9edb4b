// @parley/shared/net: loopback and wildcard addresses (the client address rule, on node:net, is `@parley/shared/client-address`).
export {
  hostnameOf,
  isLoopbackAddress,
  isLoopbackHost,
  isLoopbackHostname,
  isWildcardAddress,
} from './loopback';
export { NETWORK_CLIENTS, type NetworkFamily } from './network-clients';
