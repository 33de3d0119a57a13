import Box from '@mui/material/Box';
import { SHADES } from '@shared/brand';

export interface Feature {
  emoji: string;
  title: string;
  text: string;
}

/** Cards with an emoji, a title and a line of copy; used on the home and careers pages. */
export function FeatureGrid({ items }: { items: readonly Feature[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      {items.map((f) => (
        <Box component="li" key={f.title} sx={{ p: 3, borderRadius: 4, bgcolor: SHADES.mist, border: `1px solid ${SHADES.mistBorder}` }}>
          <Box aria-hidden="true" sx={{ fontSize: '2.2rem', lineHeight: 1 }}>
            {f.emoji}
          </Box>
          <Box component="h3" sx={{ fontSize: '1.25rem', mt: 1.5, mb: 1 }}>
            {f.title}
          </Box>
          <Box component="p" sx={{ m: 0 }}>
            {f.text}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
