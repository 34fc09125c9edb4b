// @vitest-environment jsdom
import '@parley/admin-ui/test-setup';
import { createSupabaseClient } from '@parley/shared/node';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SupabaseClientProvider, useSupabaseClient } from './supabase-context';

describe('useSupabaseClient', () => {
  it('gives the provided client', () => {
    const client = createSupabaseClient({
      url: 'http://supabase.test',
      anonKey: 'test-anon-key',
      persistSession: false,
      autoRefreshToken: false,
    });
    const { result } = renderHook(useSupabaseClient, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <SupabaseClientProvider client={client}>{children}</SupabaseClientProvider>
      ),
    });
    expect(result.current).toBe(client);
  });

  it('throws a clear error without a provider', () => {
    // React reports the render error on the console as well: keep the test output quiet.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(useSupabaseClient)).toThrow(
      'useSupabaseClient() needs a <SupabaseClientProvider> above it',
    );
    consoleError.mockRestore();
  });
});
