import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SitePicture as Picture } from '@/config/pictures';
import { usePageData } from '@/lib/page-data';
import {
  fallbackPath,
  photoSrcset,
  VARIANT_CONTENT_TYPES,
  VIDEO_CONTENT_TYPES,
  videoPath,
  type SitePhoto,
  type SiteVideo,
} from '@shared/pictures/site-photos';

/** The widest any picture is drawn (the home page's "What Is This?"); narrower on a phone, where it spans the column. */
const PHOTO_SIZES = '(max-width: 520px) 100vw, 520px';

type Sx = SxProps<Theme> | undefined;
const withSx = (base: SxProps<Theme>, sx: Sx) => [base, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>;

/**
 * One of the site's pictures at its column's width, its height reserved before it loads; `priority` for the first
 * screen. The aspect ratio is also in CSS: Chromium gives an unloaded empty-alt picture no room. An owner's photo or
 * video (PageData.sitePhotos) takes the slot in the same proportions.
 */
export function SitePicture({ picture, priority = false, sx }: { picture: Picture; priority?: boolean; sx?: Sx }) {
  const photos = usePageData().sitePhotos;
  const media = picture.slot && photos?.[picture.slot];
  if (media?.kind === 'video') return <Video video={media} drawing={picture} sx={sx} />;
  if (media) return <Photo photo={media} priority={priority} sx={sx} />;
  return <Drawing picture={picture} priority={priority} sx={sx} />;
}

/** A box `width` × `height` in proportion at its column's width, its room taken before what fills it has loaded. */
const reserved = (width: number, height: number) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: `${width} / ${height}`,
});

/** The site's own drawing of the place. */
function Drawing({ picture, priority, sx }: { picture: Picture; priority: boolean; sx: Sx }) {
  return (
    <Box
      component="img"
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      sx={withSx(reserved(picture.width, picture.height), sx)}
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
        sx={{ ...reserved(photo.width, photo.height), objectFit: 'cover' }}
      />
    </Box>
  );
}

const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

/**
 * A muted loop in the slot's box, the drawing as poster, the owner's alt text as its name. For reduced motion, CSS
 * (not script: the loop would start first) shows the still drawing, and the source's `media` keeps the video unfetched.
 */
function Video({ video, drawing, sx }: { video: SiteVideo; drawing: Picture; sx: Sx }) {
  return (
    <Box sx={withSx({ display: 'block', width: '100%' }, sx)}>
      <Box
        component="video"
        muted
        loop
        playsInline
        autoPlay
        preload="metadata"
        poster={drawing.src}
        width={video.width}
        height={video.height}
        aria-label={video.alt}
        sx={{ ...reserved(video.width, video.height), objectFit: 'cover', [REDUCED_MOTION]: { display: 'none' } }}
      >
        <source src={videoPath(video)} type={VIDEO_CONTENT_TYPES[video.format]} media="(prefers-reduced-motion: no-preference)" />
      </Box>
      <Drawing picture={drawing} priority={false} sx={{ display: 'none', [REDUCED_MOTION]: { display: 'block' } }} />
    </Box>
  );
}
