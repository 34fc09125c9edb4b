/** The plans a lead may name (`/signup?plan=`), in a module of its own so the site's route table reads them without zod. */
export const PLANS = ['starter', 'professional', 'enterprise'] as const;
