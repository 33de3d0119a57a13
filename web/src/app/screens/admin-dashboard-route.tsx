import { Suspense, lazy } from 'react';
import { PageLoading } from '@/components/feedback/page-loading';
import AdminDashboardPage from '@/features/admin/components/admin-dashboard-page';

const AffiliateReport = lazy(() => import('@/features/gumroad/components/affiliate-report'));

/** The dashboard with the Gumroad feature's affiliate report below it; the report loads after the dashboard paints. */
export default function AdminDashboardRoute() {
  return (
    <AdminDashboardPage
      reports={
        <Suspense fallback={<PageLoading label="Loading the affiliate report..." />}>
          <AffiliateReport />
        </Suspense>
      }
    />
  );
}
