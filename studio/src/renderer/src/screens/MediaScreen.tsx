import { MediaLibrary } from '@parley/admin-ui';
import { StudioAdmin } from './PostsScreens';

/** The post-images bucket: the shared media library in the studio's shell. */
export function MediaScreen() {
  return (
    <StudioAdmin>
      <MediaLibrary />
    </StudioAdmin>
  );
}
