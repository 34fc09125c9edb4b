import { authStorageKey, type ParleySupabaseClient } from '@parley/shared/supabase';
import { env } from '../config/env';

/**
 * The browser's Supabase client, loaded on first use: supabase-js is a large download, and a visitor
 * reading marketing pages never needs it, and a server-rendered blog page or lead form has its data
 * (or nothing to send yet). Only the admin's code imports `./supabase-client` directly.
 */
export async function loadSupabase(): Promise<ParleySupabaseClient> {
  const { getSupabase } = await import('./supabase-client');
  return getSupabase();
}

/** The localStorage key a signed-in browser keeps its session under. */
export const AUTH_STORAGE_KEY = authStorageKey(env.supabaseUrl);

/**
 * Whether this browser may be signed in: a stored session, or an auth link's tokens in the URL.
 * When not, the site shows "signed out" without loading supabase-js at all.
 */
export function browserMayHaveSession(): boolean {
  try {
    if (window.localStorage.getItem(AUTH_STORAGE_KEY) !== null) return true;
  } catch {
    return true; // storage blocked: let supabase-js decide
  }
  return /(access_token|error_code|error_description)=/.test(window.location.hash);
}
