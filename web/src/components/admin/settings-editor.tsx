import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { DocumentData } from 'firebase/firestore';
import type { FormEvent, ReactNode } from 'react';
import { PageLoading } from '@/components/feedback/page-loading';
import { useSingleDoc } from '@/hooks/use-single-doc';

interface SettingsEditorProps<T extends DocumentData> {
  path: string;
  fallback: T;
  /** The form, given the stored values (or the fallback) once they are read. */
  children: (initial: T, save: (values: T) => Promise<void>) => ReactNode;
}

/** Reads one settings document once, then hands it to its form. */
export function SettingsEditor<T extends DocumentData>({ path, fallback, children }: SettingsEditorProps<T>) {
  const settings = useSingleDoc<T>(path, fallback);
  if (settings.loading) return <PageLoading label="Loading settings..." />;
  return <>{children(settings.values, settings.save)}</>;
}

interface SettingsCardProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A settings form's card: its fields, then one Save Settings button. */
export function SettingsCard({ onSubmit, saving, children, sx }: SettingsCardProps) {
  return (
    <Card variant="outlined" sx={sx}>
      <CardContent>
        <form noValidate onSubmit={onSubmit}>
          <Stack spacing={2.5}>
            {children}
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? 'Saving...' : 'Save Settings'}
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
