import { MediaLibrary } from '@parley/admin-ui';
import { PageMeta } from '../../components/PageMeta';
import { SiteAdmin } from './SiteAdmin';

export default function AdminMediaPage() {
  return (
    <SiteAdmin>
      <PageMeta title="Media library" description="The images of Parley's blog." noindex />
      <MediaLibrary />
    </SiteAdmin>
  );
}
