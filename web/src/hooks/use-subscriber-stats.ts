import { useDocumentFigures } from './use-figures';

/** The spec's dashboard state: each a figure of @shared/insights/figures, over the spec's weekly (7) and monthly (30) windows. */
const DASHBOARD_FIGURES = {
  totalSubscribers: ['allSubscribers', null],
  activeSubscribers: ['activeSubscribers', null],
  weeklyGrowth: ['newSubscribers', 7],
  monthlyGrowth: ['newSubscribers', 30],
  totalCertificates: ['foundingMembers', null],
  certificatesThisWeek: ['newFoundingMembers', 7],
  totalBroadcasts: ['broadcastsSent', null],
} as const;

/** The counts both dashboards show. */
export function useSubscriberStats() {
  return useDocumentFigures(DASHBOARD_FIGURES);
}
