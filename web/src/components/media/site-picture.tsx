import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SitePicture as Picture } from '@/config/pictures';

/**
 * One of the site's pictures at the width of its column, its height reserved from its own proportions before it
 * loads. `priority` for a picture in the first screen, which the browser should not hold back. The aspect ratio is
 * also set in CSS: a decorative picture (empty alt) that has not loaded yet otherwise takes no room in Chromium, and
 * pushes what follows down when it arrives (the sell sheet's cover once cost /booking-now a CLS of 0.04).
 */
export function SitePicture({ picture, priority = false, sx }: { picture: Picture; priority?: boolean; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="img"
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      sx={[
        { display: 'block', width: '100%', height: 'auto', aspectRatio: `${picture.width} / ${picture.height}` },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
