import { useParams } from '@parley/router';
import { PageMeta } from '../../components/PageMeta';
import { RestoredDraftEditor } from './RestoredDraftEditor';
import { SiteAdmin } from './SiteAdmin';

export default function AdminEditPostPage() {
  const { id } = useParams();
  return (
    <SiteAdmin>
      <PageMeta title="Edit Blog Post" description="Edit a post of Parley's blog." noindex />
      <RestoredDraftEditor key={id} postId={id} />
    </SiteAdmin>
  );
}
