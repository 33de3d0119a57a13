import { PageLoading } from '@/components/feedback/page-loading';
import { AdminFrame } from '@/components/admin/admin-frame';
import { cachedDashboard } from '@/lib/dashboard-cache';
import { hasSessionHint } from '@/lib/session-hint';
import { DASHBOARD_TITLE, DashboardActions, DashboardFigures, type DashboardFiguresData } from './dashboard-figures';

/**
 * The dashboard as this device last counted it, drawn before the Firebase SDK, the sign-in and the counts have
 * loaded: the owner coming back reads their figures within the first paint. Only an admin's visit leaves a copy, and
 * the auth listener drops it for anyone else; with none, the access check's spinner shows as on any admin screen.
 */
export default function DashboardFromCache() {
  const cached = hasSessionHint() ? cachedDashboard<DashboardFiguresData>() : null;
  if (!cached) return <PageLoading label="Checking your access..." />;
  return (
    <AdminFrame title={DASHBOARD_TITLE} actions={<DashboardActions />}>
      <DashboardFigures figures={cached.figures} loading={false} cachedAt={cached.savedAt} />
    </AdminFrame>
  );
}
