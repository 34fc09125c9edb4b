import { MediaLibrary } from '@parley/admin-ui';
import type { ParleySupabaseClient } from '@parley/shared';
import { StudioAdmin } from './PostsScreens';

/** The post-images bucket: the shared media library in the studio's shell. */
export function MediaScreen(props: { client: ParleySupabaseClient; userId: string }) {
  return (
    <StudioAdmin {...props}>
      <MediaLibrary />
    </StudioAdmin>
  );
}
