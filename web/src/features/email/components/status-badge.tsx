import Chip from '@mui/material/Chip';
import { BRAND, SHADES } from '@shared/brand';

type Look = 'primary' | 'secondary' | 'destructive' | 'success' | 'warning' | 'outline';

/** Filled looks keep AA contrast between label and background. */
const LOOKS: Record<Look, { bgcolor: string; color: string; borderColor: string }> = {
  primary: { bgcolor: BRAND.lakeNavy, color: SHADES.white, borderColor: BRAND.lakeNavy },
  secondary: { bgcolor: SHADES.sky, color: BRAND.lakeNavy, borderColor: SHADES.sky },
  destructive: { bgcolor: SHADES.danger, color: SHADES.white, borderColor: SHADES.danger },
  success: { bgcolor: SHADES.success, color: SHADES.white, borderColor: SHADES.success },
  warning: { bgcolor: BRAND.gold, color: BRAND.lakeNavy, borderColor: BRAND.gold },
  outline: { bgcolor: 'transparent', color: SHADES.slate, borderColor: SHADES.steel },
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
