// @parley/shared/supabase: the browser client factory and the database's types (the Node client is `@parley/shared/node`).
export type { Database, Json } from './database.types';
export type {
  BlogPost,
  BlogPostInsert,
  BlogPostUpdate,
  Tag,
  TagRef,
  Lead,
  LeadInsert,
  LeadUpdate,
  AuthorProfile,
  PostPreviewLink,
  PostRevision,
} from './rows';
export { createSupabaseClient, type CreateSupabaseClientOptions, type ParleySupabaseClient } from './client';
export { authStorageKey } from './storage-key';
