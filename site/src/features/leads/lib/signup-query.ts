import { PLANS } from '@parley/shared/validation';
import type { PlanId, SignupType } from '../../../config/paths';
import { honouredChoice } from '../../../components/query-tabs/tab-from-query';

// /signup's query as the page reads it (`?type=&plan=`), apart from the variants' texts so the
// route table (app/route-query-normalisers.ts) reads it too.

const SIGNUP_TYPES: readonly SignupType[] = ['trial', 'demo', 'subscribe'];

/** ?type= → variant; anything unknown (letter case counts) is the default trial. */
export function toSignupType(value: string | null): SignupType {
  return honouredChoice(value, SIGNUP_TYPES) ?? 'trial';
}

/** ?plan= → plan, or null when absent or unknown (letter case counts). */
export function toPlan(value: string | null): PlanId | null {
  return honouredChoice(value, PLANS) ?? null;
}
