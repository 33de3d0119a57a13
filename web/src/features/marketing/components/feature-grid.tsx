import Box from '@mui/material/Box';
import { CardItem, CardList } from '@/components/layout/card-list';

export interface Feature {
  emoji: string;
  title: string;
  text: string;
}

/** Cards with an emoji, a title and a line of copy; used on the home and careers pages. */
export function FeatureGrid({ items }: { items: readonly Feature[] }) {
  return (
    <CardList wideColumns={3}>
      {items.map((f) => (
        <CardItem key={f.title}>
          <Box aria-hidden="true" sx={{ fontSize: '2.2rem', lineHeight: 1 }}>
            {f.emoji}
          </Box>
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
