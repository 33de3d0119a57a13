import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import { Link as RouterLink } from 'react-router-dom';
import { CardItem, CardList } from '@/components/layout/card-list';
import { BRAND } from '@shared/brand';

export interface Feature {
  /** A drawn icon (components/icons), not an emoji: a machine without an emoji font shows an empty box for one. */
  Icon: typeof SvgIcon;
  title: string;
  text: string;
  /** Where the card leads: its title becomes a link that the whole card answers to. */
  to?: string;
}

/** The title's link stretched over its card, so a tap anywhere on the card follows it and the card names one link. */
const STRETCHED_LINK_SX = {
  color: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 4 },
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${BRAND.sunsetOrange}`, outlineOffset: 2 },
} as const;

/** Cards with an icon, a title and a line of copy; used on the home, join and event planners pages. */
export function FeatureGrid({ items }: { items: readonly Feature[] }) {
  return (
    <CardList wideColumns={3}>
      {items.map((f) => (
        <CardItem key={f.title} sx={f.to ? { position: 'relative' } : undefined}>
          <f.Icon aria-hidden="true" sx={{ fontSize: '2.4rem', color: BRAND.sunsetOrange, display: 'block' }} />
          <Box component="h3" sx={{ fontSize: '1.25rem', mt: 1.5, mb: 1 }}>
            {f.to ? (
              <Box component={RouterLink} to={f.to} sx={STRETCHED_LINK_SX}>
                {f.title} <span aria-hidden="true">&rarr;</span>
              </Box>
            ) : (
              f.title
            )}
          </Box>
          <Box component="p" sx={{ m: 0 }}>
            {f.text}
          </Box>
        </CardItem>
      ))}
    </CardList>
  );
}
