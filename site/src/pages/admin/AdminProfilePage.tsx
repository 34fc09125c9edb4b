import { ProfileScreen } from '@parley/admin-ui';
import { PageMeta } from '../../components/PageMeta';
import { SiteAdmin } from './SiteAdmin';

/** /admin/profile: the signed-in admin's author profile. */
export default function AdminProfilePage() {
  return (
    <SiteAdmin>
      <PageMeta title="Author profile" description="Your author profile on Parley's blog." noindex />
      <ProfileScreen />
    </SiteAdmin>
  );
}
