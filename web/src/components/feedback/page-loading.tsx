import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 12 }}>
      <CircularProgress size={28} aria-hidden />
      <span>{label}</span>
    </Box>
  );
}

/** A page's place while its code loads: full height, so the footer stays below the fold and nothing visible shifts (CLS 0). */
export function PagePlaceholder() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <PageLoading />
    </Box>
  );
}
