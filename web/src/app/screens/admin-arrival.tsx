import { lazy, Suspense } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { PagePlaceholder } from '@/components/feedback/page-loading';
import { ADMIN_PATHS } from '@/config/admin-paths';
import { hasSessionHint } from '@/lib/session-hint';

const DashboardFromCache = lazy(() => import('@/features/admin/components/dashboard-from-cache'));

/**
 * What an admin screen shows while Firebase's chunk and the screen's own load: the dashboard's figures from this
 * device's last visit where there are any (its own small chunk, no SDK), a placeholder elsewhere.
 */
export function AdminArrival() {
  const { pathname } = useLocation();
  if (!hasSessionHint() || !matchPath(ADMIN_PATHS.dashboard, pathname)) return <PagePlaceholder />;
  return (
    <Suspense fallback={<PagePlaceholder />}>
      <DashboardFromCache />
    </Suspense>
  );
}
