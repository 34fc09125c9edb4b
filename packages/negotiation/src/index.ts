export * from './fipa';
export * from './mechanism';
export * from './metrics';
export * from './random';
export * from './scenario';
export {
  Agent,
  BETA,
  candidatesOf,
  frequencyModel,
  STRATEGY_LABELS,
  timeDependentTarget,
  type Candidate,
  type History,
} from './strategies';
export * from './tournament';
export * from './utility';
