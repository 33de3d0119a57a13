import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SitePicture as Picture } from '@/config/pictures';
import { usePageData } from '@/lib/page-data';
import { fallbackPath, photoSrcset, VARIANT_CONTENT_TYPES, type SitePhoto } from '@shared/pictures/site-photos';

/** The widest any picture is drawn (the home page's "What Is This?"); narrower on a phone, where it spans the column. */
const PHOTO_SIZES = '(max-width: 520px) 100vw, 520px';

type Sx = SxProps<Theme> | undefined;
const withSx = (base: SxProps<Theme>, sx: Sx) => [base, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>;

/**
 * One of the site's pictures at the width of its column, its height reserved from its own proportions before it
 * loads. `priority` for a picture in the first screen, which the browser should not hold back. The aspect ratio is
 * also set in CSS: a decorative picture (empty alt) that has not loaded yet otherwise takes no room in Chromium, and
 * pushes what follows down when it arrives (the sell sheet's cover once cost /booking-now a CLS of 0.04).
 *
 * Where the owner gave the picture's slot a photo (the page was painted with it, PageData.sitePhotos), the photo shows
 * instead, in the same proportions: AVIF or WebP at the size the screen needs, JPEG for the rest.
 */
export function SitePicture({ picture, priority = false, sx }: { picture: Picture; priority?: boolean; sx?: Sx }) {
  const photos = usePageData().sitePhotos;
  const photo = picture.slot && photos?.[picture.slot];
  if (photo) return <Photo photo={photo} priority={priority} sx={sx} />;
  return (
    <Box
      component="img"
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      sx={withSx({ display: 'block', width: '100%', height: 'auto', aspectRatio: `${picture.width} / ${picture.height}` }, sx)}
    />
  );
}

function Photo({ photo, priority, sx }: { photo: SitePhoto; priority: boolean; sx: Sx }) {
  const last = photo.formats.at(-1)!;
  return (
    <Box component="picture" sx={withSx({ display: 'block', width: '100%' }, sx)}>
      {photo.formats.slice(0, -1).map((format) => (
        <source key={format} type={VARIANT_CONTENT_TYPES[format]} srcSet={photoSrcset(photo, format)} sizes={PHOTO_SIZES} />
      ))}
      <Box
        component="img"
        src={fallbackPath(photo)}
        srcSet={photoSrcset(photo, last)}
        sizes={PHOTO_SIZES}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${photo.width} / ${photo.height}`, objectFit: 'cover' }}
      />
    </Box>
  );
}
