import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionAnchor, ActionButton } from '@/components/actions/action-link';
import { usePageData } from '@/lib/page-data';
import { formatCount } from '@shared/format-count';
import { certificatePath, PUBLIC_ROUTES } from '@shared/paths';
import { formatShortDate } from '@shared/certificates/dates';
import {
  WALL_DIRECTORY_ANCHOR,
  WALL_QUERY_PARAMS,
  WALL_SEARCH_MAX_LENGTH,
  wallDirectoryHref,
  wallSpotId,
  type WallDirectoryPage,
} from '@shared/certificates/wall-directory';
import { BRAND, SHADES } from '@shared/brand';

const floaters = (n: number) => `${formatCount(n)} Founding Floater${n === 1 ? '' : 's'}`;

/**
 * Every founder below the first ten: count, search and pages. Server-painted for `?q=` and `?page=`
 * (functions/src/http/share-reply.ts) with a GET form and plain links, so nothing runs in the browser.
 */
export function WallDirectory() {
  const directory = usePageData().wallDirectory;
  if (!directory || directory.total === 0) return null;
  const { search, matches, total } = directory;
  return (
    <Box component="section" aria-labelledby="wall-directory-title" sx={{ mt: 8 }}>
      <Typography id="wall-directory-title" variant="h4" component="h2" sx={{ textAlign: 'center', fontWeight: 900, color: BRAND.lakeNavy }}>
        <span data-testid="wall-count">{floaters(total)}</span> aboard
      </Typography>
      <Typography sx={{ textAlign: 'center', mt: 1 }}>Every one of them has a numbered spot. Find yours by name or number.</Typography>
      <Box
        component="form"
        id={WALL_DIRECTORY_ANCHOR}
        role="search"
        method="get"
        action={`${PUBLIC_ROUTES.wallOfFame}#${WALL_DIRECTORY_ANCHOR}`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center', alignItems: 'flex-end', mt: 3, scrollMarginTop: 96 }}
      >
        <Box component="label" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, fontWeight: 700, flex: '1 1 240px', maxWidth: 420 }}>
          Find a Founding Floater
          <Box
            component="input"
            type="search"
            name={WALL_QUERY_PARAMS.search}
            defaultValue={search}
            maxLength={WALL_SEARCH_MAX_LENGTH}
            placeholder="A name, or a number like #12"
            autoComplete="off"
            sx={{
              font: 'inherit',
              fontWeight: 400,
              minHeight: 48,
              px: 1.5,
              borderRadius: 1,
              border: `2px solid ${BRAND.lakeNavy}`,
              bgcolor: SHADES.white,
              color: BRAND.lakeNavy,
              '&:focus-visible': { outline: `3px solid ${BRAND.gold}`, outlineOffset: 2 },
            }}
          />
        </Box>
        <ActionButton type="submit" tone="navy">
          Search
        </ActionButton>
      </Box>
      <Typography role="status" sx={{ textAlign: 'center', mt: 2, fontWeight: 700 }} data-testid="wall-search-result">
        {search ? (
          <>
            {matches === 0 ? 'No Founding Floater' : floaters(matches)} found for &ldquo;{search}&rdquo;.{' '}
            <Box component="a" href={wallDirectoryHref({})} sx={{ color: BRAND.lakeNavy }}>
              Show everyone
            </Box>
          </>
        ) : (
          `All ${floaters(total)}, by number.`
        )}
      </Typography>
      <DirectoryList directory={directory} />
      <DirectoryPages directory={directory} />
    </Box>
  );
}

function DirectoryList({ directory }: { directory: WallDirectoryPage }) {
  if (directory.founders.length === 0) return null;
  return (
    <Box
      component="ol"
      aria-label="Every Founding Floater"
      sx={{
        listStyle: 'none',
        p: 0,
        mt: 3,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {directory.founders.map((f) => (
        <Box component="li" key={f.id} id={wallSpotId(f.member_number)} data-testid="wall-directory-row" sx={{ scrollMarginTop: 96 }}>
          <Box
            component="a"
            href={certificatePath(f.id)}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'baseline',
              minHeight: 48,
              px: 2,
              py: 1.25,
              borderRadius: 2,
              bgcolor: SHADES.white,
              color: BRAND.lakeNavy,
              textDecoration: 'none',
              border: `2px solid ${BRAND.lakeNavy}`,
              '&:hover': { bgcolor: BRAND.cream },
              '&:focus-visible': { outline: `3px solid ${BRAND.gold}`, outlineOffset: 2 },
              // A founder sent to their own spot (wallSpotHref) sees it marked.
              ':target > &': { borderColor: BRAND.sunsetOrange, boxShadow: `4px 4px 0 ${BRAND.sunsetOrange}` },
            }}
          >
            <Box component="span" sx={{ fontWeight: 900, color: SHADES.rust, minWidth: '3.5ch' }}>
              #{f.member_number}
            </Box>
            <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
              <Box component="span" sx={{ display: 'block', fontWeight: 800, overflowWrap: 'anywhere' }}>
                {f.full_name}
              </Box>
              <Box component="span" sx={{ display: 'block', fontSize: '0.9rem', color: SHADES.harbour }}>
                {[f.city?.trim(), formatShortDate(f.issue_date_iso)].filter(Boolean).join(' · ')}
              </Box>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function DirectoryPages({ directory: { search, page, pageCount } }: { directory: WallDirectoryPage }) {
  if (pageCount < 2) return null;
  return (
    <Box
      component="nav"
      aria-label="Pages of Founding Floaters"
      sx={{ display: 'flex', gap: 2, justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap', mt: 3 }}
    >
      {page > 1 && (
        <ActionAnchor tone="outline" href={wallDirectoryHref({ search, page: page - 1 })} rel="prev">
          ← Previous
        </ActionAnchor>
      )}
      <Typography component="span" sx={{ fontWeight: 700 }} aria-current="page">
        Page {page} of {pageCount}
      </Typography>
      {page < pageCount && (
        <ActionAnchor tone="outline" href={wallDirectoryHref({ search, page: page + 1 })} rel="next">
          Next →
        </ActionAnchor>
      )}
    </Box>
  );
}
