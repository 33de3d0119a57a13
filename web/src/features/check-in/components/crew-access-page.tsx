import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFunctions } from 'reactfire';
import { AdminShell } from '@/components/admin/admin-shell';
import { CREW_PATHS } from '@/config/crew-paths';
import { ownErrorMessage } from '@/lib/callable-error';
import { SHADES } from '@shared/brand';
import type { CrewMember } from '@shared/contracts/crew-access';
import { listCrew, setCrewAccess } from '../api/crew-access';

/** Who may check tickets in at the dock: the owner adds and removes them here (or with `npm run admin:grant -- --crew`). */
export default function CrewAccessPage() {
  return (
    <AdminShell title="Check-in Crew">
      <Typography sx={{ maxWidth: 800, mb: 3 }}>
        The crew check tickets in at the gangway on{' '}
        <Link component={RouterLink} to={CREW_PATHS.checkIn}>
          the check-in screen
        </Link>{' '}
        and read each sailing&apos;s manifest; they see nothing else of the admin screens. Admins can check in too. Each person signs up on
        the site and confirms their email address first; a change counts once they sign out and in again.
      </Typography>
      <CrewList />
    </AdminShell>
  );
}

function CrewList() {
  const functions = useFunctions();
  const [crew, setCrew] = useState<CrewMember[] | null>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    listCrew(functions).then(setCrew, (err: unknown) =>
      setSaid({ ok: false, text: ownErrorMessage(err) ?? 'The crew could not be loaded. Reload the page to try again.' }),
    );
  }, [functions]);

  const change = async (address: string, grant: boolean) => {
    setBusy(true);
    try {
      const answer = await setCrewAccess(functions, address, grant);
      setCrew(answer.crew);
      setSaid({ ok: true, text: answer.message });
      if (grant) setEmail('');
    } catch (err) {
      setSaid({ ok: false, text: ownErrorMessage(err) ?? 'That did not go through. Try again in a moment.' });
    } finally {
      setBusy(false);
    }
  };

  const add = (e: FormEvent) => {
    e.preventDefault();
    void change(email, true);
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Crew
        </Typography>
        {crew === null && !said && <Typography role="status">Loading the crew…</Typography>}
        {crew?.length === 0 && <Typography>Nobody yet.</Typography>}
        <Box component="ul" aria-label="Crew" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {crew?.map((m) => (
            <Box
              component="li"
              key={m.uid}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: `1px solid ${SHADES.mistBorder}` }}
            >
              <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography sx={{ fontWeight: 700 }}>{m.name ?? m.email}</Typography>
                {m.name && <Typography variant="body2">{m.email}</Typography>}
              </Box>
              <Button color="error" disabled={busy} onClick={() => void change(m.email, false)} aria-label={`Remove ${m.email}`}>
                Remove
              </Button>
            </Box>
          ))}
        </Box>
        <Box component="form" onSubmit={add} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <TextField
            label="Email address"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            sx={{ flex: '1 1 240px' }}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 56 }}>
            Add to the crew
          </Button>
        </Box>
        {said && (
          <Alert severity={said.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
            {said.text}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
