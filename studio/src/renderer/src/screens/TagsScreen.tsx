import { TagManager } from '@parley/admin-ui';
import { StudioAdmin } from './PostsScreens';

/** The blog's tags: the shared tag manager in the studio's shell. */
export function TagsScreen() {
  return (
    <StudioAdmin>
      <TagManager />
    </StudioAdmin>
  );
}
