import { SubscribersScreen as SharedSubscribersScreen } from '@parley/admin-ui';
import { StudioAdmin } from './PostsScreens';

/** The newsletter's subscribers: the shared screen in the studio's shell, beside the leads inbox. */
export function SubscribersScreen() {
  return (
    <StudioAdmin>
      <SharedSubscribersScreen />
    </StudioAdmin>
  );
}
