import Chip from '@mui/material/Chip';
import { BRAND } from '@/config/site';

type Look = 'primary' | 'secondary' | 'destructive' | 'success' | 'warning' | 'outline';

/** Filled looks keep AA contrast between label and background. */
const LOOKS: Record<Look, { bgcolor: string; color: string; borderColor: string }> = {
  primary: { bgcolor: BRAND.lakeNavy, color: '#FFFFFF', borderColor: BRAND.lakeNavy },
  secondary: { bgcolor: '#D6ECFA', color: BRAND.lakeNavy, borderColor: '#D6ECFA' },
  destructive: { bgcolor: '#B3261E', color: '#FFFFFF', borderColor: '#B3261E' },
  success: { bgcolor: '#1E6B34', color: '#FFFFFF', borderColor: '#1E6B34' },
  warning: { bgcolor: BRAND.gold, color: BRAND.lakeNavy, borderColor: BRAND.gold },
  outline: { bgcolor: 'transparent', color: '#334E68', borderColor: '#829AB1' },
};

/** Subscriber statuses as the spec styles them; unknown values outlined. */
const SUBSCRIBER_LOOKS: Record<string, Look> = {
  active: 'primary',
  unsubscribed: 'secondary',
  bounced: 'destructive',
  inactive: 'outline',
};
const WEBHOOK_LOOKS: Record<string, Look> = {
  success: 'success',
  processing: 'secondary',
  failed: 'destructive',
  pending: 'warning',
  refused: 'destructive',
  ignored: 'outline',
};
const BROADCAST_LOOKS: Record<string, Look> = { sent: 'success', sending: 'secondary', draft: 'outline' };

const LOOKS_BY_KIND = {
  subscriber: SUBSCRIBER_LOOKS,
  webhook: WEBHOOK_LOOKS,
  broadcast: BROADCAST_LOOKS,
  source: {} as Record<string, Look>,
};

export function StatusBadge({ kind, value }: { kind: keyof typeof LOOKS_BY_KIND; value: string | null | undefined }) {
  const label = value || 'unknown';
  const look = LOOKS[LOOKS_BY_KIND[kind][label] ?? 'outline'];
  return <Chip size="small" label={label} variant="outlined" sx={{ ...look, fontWeight: 700, textTransform: 'capitalize' }} />;
}
