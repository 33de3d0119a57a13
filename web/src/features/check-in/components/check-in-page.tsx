import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { PageMeta } from '@/components/seo/page-meta';
import { useNow } from '@/hooks/use-now';
import { formatCount } from '@/lib/admin-format';
import { SHADES } from '@shared/brand';
import { formatClevelandTime } from '@shared/cleveland-time';
import { storedSailings, storeSailings, watchSailings, type CrewSailing } from '../api/check-in';
import { useCheckIn } from '../hooks/use-check-in';
import { CrewGuard } from './crew-guard';
import { ManifestSearch } from './manifest-search';
import { PrintManifest } from './print-manifest';
import { QrCamera } from './qr-camera';
import { ScanVerdict } from './scan-verdict';

/** A sailing still counts as "boarding next" this long after its boarding time: latecomers run for the gangway. */
const STILL_BOARDING_MS = 3 * 60 * 60 * 1000;
const SAILING_PARAM = 'sailing';

/** The next sailing to board, or the last one there was. */
const nextBoarding = (sailings: CrewSailing[], now: number) =>
  sailings.find((s) => s.boardsAt >= now - STILL_BOARDING_MS) ?? sailings[sailings.length - 1];

export default function CheckInPage() {
  return (
    <CrewGuard>
      <PageMeta title="Check-in" description="Check tickets in at the dock." noindex />
      <SailingChoice />
    </CrewGuard>
  );
}

function SailingChoice() {
  const db = useFirestore();
  const [sailings, setSailings] = useState<CrewSailing[]>(storedSailings);
  const [params, setParams] = useSearchParams();
  const now = useNow(60_000);
  useEffect(
    () =>
      watchSailings(
        db,
        (next) => {
          storeSailings(next);
          setSailings(next);
        },
        // Offline at the dock: the list this phone kept stands.
        () => undefined,
      ),
    [db],
  );
  const chosen = sailings.find((s) => s.slug === params.get(SAILING_PARAM)) ?? nextBoarding(sailings, now.getTime());

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, '@media print': { display: 'none' } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Check-in
      </Typography>
      {sailings.length === 0 ? (
        <Typography role="status">Loading the sailings…</Typography>
      ) : (
        <TextField
          select
          fullWidth
          label="Sailing"
          value={chosen?.slug ?? ''}
          onChange={(e) => setParams({ [SAILING_PARAM]: e.target.value }, { replace: true })}
          sx={{ mb: 2 }}
        >
          {sailings.map((s) => (
            <MenuItem key={s.slug} value={s.slug}>
              {s.title} · {formatClevelandTime(s.boardsAt)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {chosen && <Gangway key={chosen.slug} sailing={chosen} />}
    </Container>
  );
}

function Gangway({ sailing }: { sailing: CrewSailing }) {
  const gate = useCheckIn(sailing.slug);
  const [code, setCode] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    void gate.scan(code);
    setCode('');
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }} data-testid="aboard-count">
          {formatCount(gate.count.aboard)} aboard of {formatCount(gate.count.sold)} sold
        </Typography>
        <Typography
          role="status"
          sx={{ fontWeight: 700, color: gate.online ? SHADES.success : SHADES.rust }}
          data-testid="connection-state"
        >
          {gate.online
            ? gate.waiting
              ? `Online — sending ${formatCount(gate.waiting)} saved ${gate.waiting === 1 ? 'scan' : 'scans'}`
              : 'Online'
            : `Offline — ${formatCount(gate.waiting)} ${gate.waiting === 1 ? 'scan' : 'scans'} waiting`}
        </Typography>
      </Box>
      {gate.loadedAt === null ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This phone has no manifest for this sailing yet: open this screen online before boarding, so it works without a signal.
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ color: SHADES.muted, mb: 2 }}>
          Manifest on this phone: {formatCount(gate.tickets.length)} tickets, as of {formatClevelandTime(gate.loadedAt)}.
        </Typography>
      )}
      {gate.manifestError && gate.online && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {gate.manifestError}
        </Alert>
      )}
      {gate.clashes.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={gate.dismissClashes}>
          Checked in on another phone first:{' '}
          {gate.clashes
            .map((c) => `${c.holderName ?? 'a ticket'}${c.checkedInAt ? ` at ${formatClevelandTime(c.checkedInAt)}` : ''}`)
            .join('; ')}
          .
        </Alert>
      )}
      <ScanVerdict verdict={gate.verdict} />
      <Box sx={{ my: 2 }}>
        <QrCamera onCode={(c) => void gate.scan(c, { fromCamera: true })} />
      </Box>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 3 }}>
        <TextField
          fullWidth
          label="Ticket code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <Button type="submit" variant="contained" sx={{ minWidth: 112 }}>
          Check in
        </Button>
      </Box>
      <ManifestSearch tickets={gate.tickets} onCheckIn={(id) => void gate.scan(id)} />
      <Button variant="outlined" onClick={() => window.print()} sx={{ mt: 3 }}>
        Print the manifest
      </Button>
      <PrintManifest sailing={sailing} tickets={gate.tickets} count={gate.count} loadedAt={gate.loadedAt} />
    </>
  );
}
