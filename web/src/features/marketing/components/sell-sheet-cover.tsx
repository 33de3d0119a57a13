import Box from '@mui/material/Box';
import { BrandMark } from '@/components/layout/brand-mark';
import { BRAND, SHADES } from '@shared/brand';
import { seasonFact, sheetTitle, type SheetSeason } from '@shared/launch/sell-sheet';

/** The sheet's own face (PDFKit's Helvetica), so the cover reads as the document it downloads. */
const SHEET_FONT = 'Helvetica, Arial, "Liberation Sans", sans-serif';

/**
 * Sizes in hundredths of the cover's width (cqw), so its words scale with it as a picture's would: the cover is
 * 600 × 776 like the sheet's first page, and each figure below is its size in px at 600 wide, over 6.
 */
const at600 = (px: number) => `${(px / 6).toFixed(2)}cqw`;

/**
 * The sell sheet's first page in miniature, drawn from the same season as the PDF (sell-sheet/sell-sheet-pdf.ts),
 * so the years always match. An image to assistive technology, named `label`: its words would repeat the heading.
 */
export function SellSheetCover({ season, label }: { season: SheetSeason; label: string }) {
  const fact = seasonFact(season, { brief: true });
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        containerType: 'inline-size',
        aspectRatio: '600 / 776',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: SHADES.white,
        color: BRAND.lakeNavy,
        fontFamily: SHEET_FONT,
        lineHeight: 1.3,
      }}
    >
      <Box sx={{ bgcolor: BRAND.lakeNavy, color: SHADES.white, p: `${at600(44)} ${at600(44)} ${at600(36)}`, height: '42.5%' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: at600(16) }}>
          <Box sx={{ color: BRAND.gold, fontWeight: 700, fontSize: at600(17), letterSpacing: '0.12em', textTransform: 'uppercase' }}>
            {sheetTitle(season)}
          </Box>
          <Box sx={{ flexShrink: 0, width: at600(72), '& svg': { display: 'block', width: '100%', height: 'auto' } }}>
            <BrandMark size={72} />
          </Box>
        </Box>
        <Box sx={{ fontWeight: 700, fontSize: at600(50), lineHeight: 1.1, mt: at600(10) }}>Cleveland Floaters</Box>
        <Box sx={{ fontSize: at600(21), mt: at600(18) }}>
          Comedy, live music and a DJ under the skyline, on Lake Erie. Book Cleveland&rsquo;s floating party.
        </Box>
      </Box>
      <Box sx={{ height: at600(10), bgcolor: BRAND.erieBlue }} />
      <Box sx={{ p: `${at600(30)} ${at600(44)}`, display: 'flex', flexDirection: 'column', flex: 1 }}>
        <Box sx={{ fontWeight: 700, fontSize: at600(24) }}>Private charters · Company nights · Sponsorships</Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: at600(12), mt: at600(24) }}>
          {[
            ['3+ hrs', 'of comedy & music'],
            ['120', 'guests per charter'],
            [fact.big, fact.small],
          ].map(([big, small]) => (
            <Box key={small} sx={{ bgcolor: BRAND.cream, borderRadius: at600(12), p: `${at600(14)} ${at600(12)}` }}>
              <Box sx={{ fontWeight: 700, fontSize: at600(27), whiteSpace: 'nowrap' }}>{big}</Box>
              <Box sx={{ fontSize: at600(15), mt: at600(4) }}>{small}</Box>
            </Box>
          ))}
        </Box>
        <Box
          sx={{
            mt: 'auto',
            bgcolor: BRAND.sunsetOrange,
            borderRadius: at600(14),
            p: `${at600(18)} ${at600(24)}`,
            fontSize: at600(22),
            fontWeight: 700,
          }}
        >
          Download the PDF ↓
        </Box>
      </Box>
    </Box>
  );
}
