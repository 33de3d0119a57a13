import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { formatClevelandTime } from '@shared/cleveland-time';
import { countOf, formatCount } from '@shared/format-count';
import { waitlistQuery, type WaitlistEntry } from '../api/sailings';

/**
 * The sailing's waitlist at a glance: how many confirmed people wait, and the open offers, each holding a seat until
 * its time (waitlist-offers.ts makes and passes them; the owner does nothing here).
 */
export function SailingWaitlist({ slug }: { slug: string }) {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(waitlistQuery(db, slug), { idField: 'id' });
  const rows = (data ?? []) as WaitlistEntry[];
  const waiting = rows.filter((r) => r.state === 'waiting').length;
  const offers = rows.filter((r) => r.state === 'offered');
  return (
    <Card variant="outlined" sx={{ maxWidth: 900, mt: 4 }} data-testid="sailing-waitlist">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Waitlist
        </Typography>
        {status === 'loading' && <Typography role="status">Loading the waitlist…</Typography>}
        {status === 'error' && <Alert severity="error">The waitlist could not be loaded. Check your connection and reload.</Alert>}
        {status === 'success' && (
          <Typography>
            {formatCount(waiting)} {waiting === 1 ? 'person' : 'people'} confirmed and waiting
            {offers.length ? `; ${countOf(offers.length, 'seat')} offered and held:` : '.'} When a sold-out sailing&apos;s seat frees up,
            the next in line is emailed a link that holds it for them.
          </Typography>
        )}
        {offers.length > 0 && (
          <ul>
            {offers.map((o) => (
              <li key={o.id}>
                {o.email}, until {o.offer_expires_at ? formatClevelandTime(o.offer_expires_at.toMillis()) : 'its time'}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
