import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useRowVirtualizer } from '@/hooks/use-row-virtualizer';
import type { ImportResult, ImportRowStatus } from '@shared/contracts/import-gumroad-orders';
import { SHADES } from '@shared/brand';

const STATUS_LOOK: Record<ImportRowStatus, { label: string; color: 'success' | 'error' | 'default' }> = {
  success: { label: 'success', color: 'success' },
  error: { label: 'error', color: 'error' },
  skipped: { label: 'skipped', color: 'default' },
};

type Filter = 'all' | ImportRowStatus;

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 96, p: 2, borderRadius: 2, bgcolor: 'grey.50', textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, color }} data-testid={`import-count-${label.toLowerCase()}`}>
        {value.toLocaleString('en-US')}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

const ROW_HEIGHT = 64;

/** The counts, then every row's outcome; a 10,000-row list renders only what is on screen. */
export function ImportResults({ result }: { result: ImportResult }) {
  const [filter, setFilter] = useState<Filter>('all');
  const rows = useMemo(() => (filter === 'all' ? result.details : result.details.filter((d) => d.status === filter)), [result, filter]);
  const { scrollRef, virtualizer } = useRowVirtualizer(rows.length, ROW_HEIGHT, 8);

  return (
    <Card variant="outlined" component="section" aria-labelledby="import-results-title">
      <CardContent>
        <Typography id="import-results-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          Import results
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ mb: 3 }}>
          <Count label="Success" value={result.success} color={SHADES.success} />
          <Count label="Errors" value={result.errors} color={SHADES.danger} />
          <Count label="Skipped" value={result.skipped} color={SHADES.slate} />
        </Stack>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_, value: Filter | null) => value && setFilter(value)}
          aria-label="Show rows"
          sx={{ mb: 1.5, flexWrap: 'wrap' }}
        >
          <ToggleButton value="all">All ({result.details.length})</ToggleButton>
          <ToggleButton value="error">Errors ({result.errors})</ToggleButton>
          <ToggleButton value="skipped">Skipped ({result.skipped})</ToggleButton>
          <ToggleButton value="success">Success ({result.success})</ToggleButton>
        </ToggleButtonGroup>
        <Box
          ref={scrollRef}
          tabIndex={0}
          aria-label="Row details"
          sx={{ maxHeight: 420, overflowY: 'auto', border: 1, borderColor: 'grey.300', borderRadius: 2 }}
        >
          {rows.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              No rows to show.
            </Typography>
          ) : (
            <Box role="list" sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const detail = rows[item.index]!;
                const look = STATUS_LOOK[detail.status];
                return (
                  <Box
                    role="listitem"
                    key={item.key}
                    data-testid="import-detail"
                    sx={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width: '100%',
                      height: ROW_HEIGHT,
                      transform: `translateY(${item.start}px)`,
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      px: 2,
                      borderBottom: 1,
                      borderColor: 'grey.200',
                    }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography noWrap sx={{ fontWeight: 600 }} title={detail.email}>
                        {detail.email || '(no email)'}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" noWrap>
                        Row {detail.row} · {detail.reason}
                      </Typography>
                    </Box>
                    <Chip size="small" label={look.label} color={look.color} />
                  </Box>
                );
              })}
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
