import { ProfileScreen as SharedProfileScreen } from '@parley/admin-ui';
import { StudioAdmin } from './PostsScreens';

/** The signed-in admin's author profile: the shared screen in the studio's shell. */
export function ProfileScreen() {
  return (
    <StudioAdmin>
      <SharedProfileScreen />
    </StudioAdmin>
  );
}
