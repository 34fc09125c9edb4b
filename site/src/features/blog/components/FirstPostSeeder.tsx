import { useSeedFirstPost } from '../hooks/use-seed-first-post';

/** Seeds the first post for a signed-in admin (spec §6); rendered lazily by the site layout. */
export default function FirstPostSeeder({ userId }: { userId: string }) {
  useSeedFirstPost({ userId, isAdmin: true });
  return null;
}
