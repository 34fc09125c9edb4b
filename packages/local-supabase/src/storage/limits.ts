/** Storage's page size cap for list. */
export const MAX_LIST_LIMIT = 1000;

/** Keys per remove request, as on the storage server. */
export const MAX_REMOVE_KEYS = 1000;
