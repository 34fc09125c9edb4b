import { SubscribersScreen } from '@parley/admin-ui';
import { PageMeta } from '../../components/PageMeta';
import { SiteAdmin } from './SiteAdmin';

export default function AdminSubscribersPage() {
  return (
    <SiteAdmin>
      <PageMeta title="Subscribers" description="The newsletter's subscribers." noindex />
      <SubscribersScreen />
    </SiteAdmin>
  );
}
