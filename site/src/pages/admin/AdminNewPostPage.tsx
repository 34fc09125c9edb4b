import { PageMeta } from '../../components/PageMeta';
import { RestoredDraftEditor } from './RestoredDraftEditor';
import { SiteAdmin } from './SiteAdmin';

export default function AdminNewPostPage() {
  return (
    <SiteAdmin>
      <PageMeta title="Create New Blog Post" description="Write a new post for Parley's blog." noindex />
      <RestoredDraftEditor />
    </SiteAdmin>
  );
}
