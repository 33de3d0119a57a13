import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/actions/action-link';
import { PageMeta } from '@/components/seo/page-meta';
import { ISLAND_ATTRIBUTE, islandRef } from '@/islands/island';
import { BRAND } from '@shared/brand';
import { PUBLIC_ROUTES } from '@shared/paths';
import { attachNotFound } from './not-found';

const notFoundRef = islandRef(attachNotFound);

export default function NotFoundPage() {
  return (
    <Box
      ref={notFoundRef}
      {...{ [ISLAND_ATTRIBUTE]: 'not-found' }}
      sx={{ py: { xs: 10, md: 16 }, px: 2.5, textAlign: 'center', bgcolor: BRAND.cream }}
    >
      <PageMeta title="Page not found" description="That page drifted off. Head back to the dock." noindex />
      <Typography variant="h1" component="h1" sx={{ fontSize: 'clamp(4rem, 18vw, 8rem)', color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h5" component="p" sx={{ my: 2, fontWeight: 800 }}>
        Oops! Page not found
      </Typography>
      <Box component="p" sx={{ fontSize: '1.1rem', maxWidth: 520, mx: 'auto', mb: 4 }}>
        This page drifted out past the breakwall. Don&rsquo;t worry, we&rsquo;ll tow you back to the dock.
      </Box>
      <ActionLink to={PUBLIC_ROUTES.home} tone="navy">
        Return to Home
      </ActionLink>
    </Box>
  );
}
