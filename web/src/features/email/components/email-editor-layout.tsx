import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { EmailPreview } from './email-preview';

/** Form on the left, live preview on the right (stacked on a phone). */
export function EmailEditorLayout({
  children,
  preview,
}: {
  children: ReactNode;
  preview: { subject: string; preheader: string; body: string };
}) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined">
          <CardContent>{children}</CardContent>
        </Card>
      </Grid>
      {/* Beside a long email on a desktop, the preview stays in view. */}
      <Grid size={{ xs: 12, md: 6 }} sx={{ position: { md: 'sticky' }, top: { md: 16 }, alignSelf: 'flex-start' }}>
        <EmailPreview {...preview} />
      </Grid>
    </Grid>
  );
}
