import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-provider';
import { AdminShell } from '@/components/admin/admin-shell';
import { IMPORT_INTERRUPTED_MESSAGE, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@shared/contracts/import-gumroad-orders';
import { checkFile, useGumroadImport, useInterruptedImport, type ImportState } from '../hooks/use-gumroad-import';
import { CsvDropZone } from './csv-drop-zone';
import { ImportResults } from './import-results';

function ImportProgressBar({ state }: { state: Extract<ImportState, { phase: 'importing' }> }) {
  const progress = state.progress;
  const percent = progress && progress.total ? Math.round((progress.processed / progress.total) * 100) : null;
  const label = progress?.total
    ? `${progress.processed.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} rows`
    : 'Reading the file...';
  return (
    <Box sx={{ mt: 3 }}>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label="Import progress"
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        Importing... {label}
      </Typography>
    </Box>
  );
}

/** The newest import was cut off by the function's time limit (or died): say so, and how to finish it safely. */
function InterruptedImportNotice() {
  const interrupted = useInterruptedImport();
  if (!interrupted) return null;
  const where = interrupted.total
    ? ` It stopped after ${interrupted.processed.toLocaleString('en-US')} of ${interrupted.total.toLocaleString('en-US')} rows.`
    : '';
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      {IMPORT_INTERRUPTED_MESSAGE}
      {where}
    </Alert>
  );
}

/** /admin/import-gumroad: the admin picks Gumroad's Sales CSV; every new buyer becomes a member with a certificate. */
function ImportGumroadScreen() {
  const toast = useToast();
  const { state, start } = useGumroadImport();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const busy = state.phase === 'importing';

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setFileProblem(checkFile(chosen));
  };

  const runImport = async () => {
    if (!file) return;
    const outcome = await start(file);
    if (outcome.phase === 'done') {
      const n = outcome.result.success;
      toast({ title: 'Import Complete', message: `Successfully imported ${n} subscriber${n === 1 ? '' : 's'}`, severity: 'success' });
    } else if (outcome.phase === 'failed') {
      toast({ title: 'Import Failed', message: outcome.message, severity: 'error' });
    }
  };

  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        In Gumroad, open Sales, choose Export and download the CSV. Every new buyer becomes a subscriber with a Founding Floater certificate
        and a welcome email. Refunded and disputed sales and buyers already on the list are skipped, so importing the same file again adds
        nobody (it only sends the welcome emails that failed the first time). Up to {IMPORT_MAX_ROWS.toLocaleString('en-US')} sales or{' '}
        {IMPORT_MAX_BYTES / 1024 / 1024} MB per file.
      </Typography>

      {!busy && <InterruptedImportNotice />}

      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <CsvDropZone file={file} disabled={busy} onFile={chooseFile} />
          {fileProblem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {fileProblem}
            </Alert>
          )}
          {state.phase === 'failed' && !fileProblem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {state.message}
            </Alert>
          )}
          <Stack direction="row" sx={{ mt: 3 }}>
            <Button variant="contained" size="large" onClick={runImport} disabled={busy || !file || Boolean(fileProblem)}>
              {busy ? 'Importing...' : 'Import Gumroad Orders'}
            </Button>
          </Stack>
          {state.phase === 'importing' && <ImportProgressBar state={state} />}
        </CardContent>
      </Card>

      {state.phase === 'done' && <ImportResults result={state.result} />}
    </Box>
  );
}

export default function ImportGumroadPage() {
  return (
    <AdminShell title="Import Gumroad Orders">
      <ImportGumroadScreen />
    </AdminShell>
  );
}
