/**
 * The largest upload this server reads into memory, whatever a bucket allows (hosted Supabase's
 * default global limit). A bucket's file_size_limit lowers it: post-images allows 10 MB.
 */
export const SERVER_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Storage's page size cap for list. */
export const MAX_LIST_LIMIT = 1000;

/** Keys per remove request, as on the storage server. */
export const MAX_REMOVE_KEYS = 1000;
