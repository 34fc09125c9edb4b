import { TagManager } from '@parley/admin-ui';
import { PageMeta } from '../../components/PageMeta';
import { SiteAdmin } from './SiteAdmin';

export default function AdminTagsPage() {
  return (
    <SiteAdmin>
      <PageMeta title="Tags" description="The tags of Parley's blog." noindex />
      <TagManager />
    </SiteAdmin>
  );
}
