import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SHADES } from '@shared/brand';
import { formatClevelandTime } from '@shared/cleveland-time';
import type { ManifestTicket } from '@shared/check-in/check-in';

/** Enough rows for a family booked under one name, few enough to see on a phone. */
const MAX_MATCHES = 8;

/** For a ticket that will not scan (a cracked screen, a printout in the rain): find its holder by name. */
export function ManifestSearch({ tickets, onCheckIn }: { tickets: ManifestTicket[]; onCheckIn: (ticketId: string) => void }) {
  const [name, setName] = useState('');
  const words = name.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = words.length
    ? tickets.filter((t) => words.every((w) => t.holder_name.toLowerCase().includes(w))).slice(0, MAX_MATCHES)
    : [];
  return (
    <Box>
      <TextField fullWidth label="Search by name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      {words.length > 0 && matches.length === 0 && <Typography sx={{ mt: 1 }}>Nobody by that name on this sailing.</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Tickets found">
        {matches.map((t) => (
          <Box
            component="li"
            key={t.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: `1px solid ${SHADES.mistBorder}` }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {t.holder_name}
                {t.founder ? ' · Founder' : ''}
              </Typography>
              <Typography variant="body2" sx={{ color: SHADES.muted, overflowWrap: 'anywhere' }}>
                {t.status === 'void'
                  ? 'Void'
                  : t.checked_in_at !== null
                    ? `Checked in ${formatClevelandTime(t.checked_in_at)}`
                    : 'Not aboard yet'}{' '}
                · {t.id.slice(0, 6)}…
              </Typography>
            </Box>
            {t.status === 'valid' && t.checked_in_at === null && (
              <Button variant="contained" onClick={() => onCheckIn(t.id)} sx={{ minHeight: 44 }}>
                Check in
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
