import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import { CardItem, CardList } from '@/components/layout/card-list';
import { BRAND } from '@shared/brand';

export interface Feature {
  /** A drawn icon (components/icons), not an emoji: a machine without an emoji font shows an empty box for one. */
  Icon: typeof SvgIcon;
  title: string;
  text: string;
}

/** Cards with an icon, a title and a line of copy; used on the home, join and event planners pages. */
export function FeatureGrid({ items }: { items: readonly Feature[] }) {
  return (
    <CardList wideColumns={3}>
      {items.map((f) => (
        <CardItem key={f.title}>
          <f.Icon aria-hidden="true" sx={{ fontSize: '2.4rem', color: BRAND.sunsetOrange, display: 'block' }} />
          <Box component="h3" sx={{ fontSize: '1.25rem', mt: 1.5, mb: 1 }}>
            {f.title}
          </Box>
          <Box component="p" sx={{ m: 0 }}>
            {f.text}
          </Box>
        </CardItem>
      ))}
    </CardList>
  );
}
