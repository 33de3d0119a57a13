import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SitePicture } from '@/components/media/site-picture';
import type { SitePicture as Picture } from '@/config/pictures';
import { HeroColumns } from './hero-columns';
import { HeroKicker } from './hero-kicker';
import { BRAND, SHADES } from '@shared/brand';

interface HeroBandProps {
  kicker: ReactNode;
  title: ReactNode;
  /** Names the band after its title, for a page whose hero is a landmark of its own. */
  titleId?: string;
  children?: ReactNode;
  /** Beside the words on a wide screen, under them on a phone. */
  aside?: ReactNode;
}

/** The navy band with a kicker and the page's h1; what follows the title is the page's own. */
export function HeroBand({ kicker, title, titleId, children, aside }: HeroBandProps) {
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        color: SHADES.white,
        background: `linear-gradient(170deg, ${BRAND.lakeNavy} 0%, ${SHADES.deepLake} 100%)`,
        py: { xs: 6, md: 9 },
      }}
    >
      <HeroColumns maxWidth={1000} aside={aside} asideWidth={340} wideFrom="md" sx={{ alignItems: 'center' }}>
        <HeroKicker>{kicker}</HeroKicker>
        <Typography id={titleId} variant="h1">
          {title}
        </Typography>
        {children}
      </HeroColumns>
    </Box>
  );
}

interface PageHeroProps {
  kicker: string;
  title: string;
  children?: ReactNode;
  picture?: Picture;
}

/** The title band at the top of the inner marketing pages, with an optional short lead and picture. */
export function PageHero({ kicker, title, children, picture }: PageHeroProps) {
  return (
    <HeroBand
      kicker={kicker}
      title={title}
      aside={picture && <SitePicture picture={picture} priority sx={{ maxWidth: 340, justifySelf: 'center' }} />}
    >
      {children && (
        <Box sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, mt: 2.5, maxWidth: 760, color: 'rgba(255,255,255,0.92)', '& p': { m: 0 } }}>
          {children}
        </Box>
      )}
    </HeroBand>
  );
}
