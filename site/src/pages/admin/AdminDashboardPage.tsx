import { AdminDashboard } from '@parley/admin-ui';
import { PageMeta } from '../../components/PageMeta';
import { SiteAdmin } from './SiteAdmin';

export default function AdminDashboardPage() {
  return (
    <SiteAdmin>
      <PageMeta title="Blog admin" description="Manage Parley's blog posts." noindex />
      <AdminDashboard />
    </SiteAdmin>
  );
}
