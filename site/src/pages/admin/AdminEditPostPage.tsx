import { PostEditor } from '@parley/admin-ui';
import { useParams } from '@parley/router';
import { PageMeta } from '../../components/PageMeta';
import { SiteAdmin } from './SiteAdmin';

export default function AdminEditPostPage() {
  const { id } = useParams();
  return (
    <SiteAdmin>
      <PageMeta title="Edit Blog Post" description="Edit a post of Parley's blog." noindex />
      <PostEditor key={id} postId={id} />
    </SiteAdmin>
  );
}
