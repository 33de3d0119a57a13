import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { BrandMark } from '@/components/layout/brand-mark';
import { QrCode } from '@/components/qr/qr-code';
import { MEMBERSHIP, SITE } from '@/config/site';
import { useSiteOrigin } from '@/hooks/use-site-origin';
import { formatLongDate } from '@shared/certificates/dates';
import { countOf } from '@shared/format-count';
import { phaseOnDay, type LaunchPhase } from '@shared/launch/launch-phase';
import { useLaunch } from '@/hooks/use-launch';
import type { PublicCertificate as Certificate } from '@shared/certificates/public-certificate';
import { certificatePath } from '@shared/paths';
import { CERTIFICATE_PICTURE_WIDTH } from '@shared/certificates/certificate-image';
import { CERTIFICATE_DOCUMENT_ATTRIBUTE, CERTIFICATE_PICTURE_ATTRIBUTE } from '../api/certificate-share';
import { BRAND } from '@shared/brand';

interface CertificateDocumentProps {
  certificate: Certificate;
  ref?: Ref<HTMLDivElement>;
}

const PICTURE = `[${CERTIFICATE_PICTURE_ATTRIBUTE}]`;

/** A size that follows the screen, except in the picture's copy, which always takes the wide one (its width is fixed). */
const bySize = <T,>(property: string, xs: T, sm: T) => ({ [property]: { xs, sm }, [`${PICTURE} &`]: { [property]: sm } });

/** Small enough to leave the design alone at letter size, large enough for a phone camera at arm's length. */
const QR_SIZE = 84;

/**
 * The printable certificate. Sized for letter paper in print; html-to-image draws this element.
 * A QR code and a "Verify at" line lead every printed or downloaded copy back to this page.
 */
const PLEDGE_START = `With a $${MEMBERSHIP.priceUsd} pledge, this Floater`;
const FOUNDERS = 'Founders board first, are remembered on the Wall of Fame, and will forever be able to say';

/** What the certificate says of its holder, by where the venture stood on the day it was issued (not today). */
const PLEDGE: Record<LaunchPhase, string> = {
  'before-first-sailing': `${PLEDGE_START} stepped aboard before the first sailing and helped launch ${SITE.name}: comedy, music and chaos on ${SITE.lake}. ${FOUNDERS} they were here before it floated.`,
  'in-season': `${PLEDGE_START} stepped aboard in the founding days of ${SITE.name}, with the boat already out on ${SITE.lake}: comedy, music and chaos under the skyline. ${FOUNDERS} they were there from the start.`,
  'between-seasons': `${PLEDGE_START} signed on in the founding days of ${SITE.name}, while the boat waited out the ${SITE.lake} winter: comedy, music and chaos, back next season. ${FOUNDERS} they were there from the start.`,
};

export function CertificateDocument({ certificate, ref }: CertificateDocumentProps) {
  // SITE_URL; on the demo build, the address bar's once the page has hydrated (use-site-origin.ts).
  const url = `${useSiteOrigin()}${certificatePath(certificate.id)}`;
  const verifyAt = url.replace(/^https?:\/\//, '');
  return (
    <Box
      ref={ref}
      data-testid="certificate"
      {...{ [CERTIFICATE_DOCUMENT_ATTRIBUTE]: true }}
      sx={{
        position: 'relative',
        maxWidth: 900,
        mx: 'auto',
        bgcolor: BRAND.cream,
        color: BRAND.lakeNavy,
        border: `10px double ${BRAND.lakeNavy}`,
        outline: `2px solid ${BRAND.gold}`,
        outlineOffset: -18,
        px: { xs: 3, sm: 8 },
        py: { xs: 4, sm: 6 },
        textAlign: 'center',
        '@media print': { maxWidth: 'none', boxShadow: 'none', breakInside: 'avoid', py: 4 },
        [`&${PICTURE}`]: { maxWidth: 'none', width: CERTIFICATE_PICTURE_WIDTH, boxSizing: 'border-box', m: 0, px: 8, py: 6 },
      }}
    >
      <BrandMark size={72} />
      <Typography
        component="h1"
        sx={{ mt: 1.5, ...bySize('fontSize', '1.5rem', '2.1rem'), fontWeight: 900, letterSpacing: '0.04em', textTransform: 'uppercase' }}
      >
        Official Founding Floater Certificate
      </Typography>
      <Typography sx={{ mt: 3, fontStyle: 'italic', fontSize: '1.05rem' }}>This certifies that</Typography>
      <Typography
        component="p"
        data-testid="certificate-name"
        sx={{
          mt: 1,
          fontFamily: 'Georgia, "Times New Roman", serif',
          ...bySize('fontSize', '2rem', '3rem'),
          fontWeight: 700,
          color: BRAND.lakeNavy,
          overflowWrap: 'anywhere',
        }}
      >
        {certificate.full_name}
      </Typography>
      {certificate.city && <Typography sx={{ fontSize: '1.2rem', fontWeight: 600 }}>of {certificate.city}</Typography>}
      <Typography sx={{ mt: 3, ...bySize('fontSize', '1.1rem', '1.35rem'), fontWeight: 800 }}>
        Member #{certificate.member_number} is hereby recognized as a Founding Floater
      </Typography>
      <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 620, lineHeight: 1.7 }}>
        {PLEDGE[phaseOnDay(useLaunch().dates, certificate.issue_date_iso.slice(0, 10))]}
      </Typography>
      <Typography sx={{ mt: 3, fontWeight: 700 }} data-testid="certificate-date">
        Issued {formatLongDate(certificate.issue_date_iso)}
      </Typography>
      {Boolean(certificate.sailings_aboard?.length) && (
        <Typography sx={{ mt: 0.5, fontWeight: 600 }} data-testid="certificate-sailings">
          {`Aboard ${countOf(certificate.sailings_aboard!.length, 'sailing')}`}
        </Typography>
      )}
      <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}>
        <Box sx={{ minWidth: 240, borderTop: `2px solid ${BRAND.lakeNavy}`, pt: 1 }}>
          <Typography sx={{ fontFamily: 'Georgia, serif', fontStyle: 'italic', fontSize: '1.3rem' }}>The Admiral</Typography>
          <Typography sx={{ fontSize: '0.9rem' }}>Admiral of the Fleet, {SITE.name}</Typography>
        </Box>
      </Box>
      <Typography sx={{ mt: 4, fontSize: '0.9rem', letterSpacing: '0.08em' }}>
        {SITE.city} • {SITE.lake} • Est. {SITE.established}
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}>
        <Box sx={{ flex: 'none', width: QR_SIZE, height: QR_SIZE, lineHeight: 0 }}>
          <QrCode value={url} size={QR_SIZE} label={`QR code for ${verifyAt}`} color={BRAND.lakeNavy} />
        </Box>
        <Box sx={{ textAlign: 'left', fontSize: '0.85rem', minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontSize: 'inherit' }}>
            Verify at
          </Typography>
          <Box
            component="a"
            href={url}
            data-testid="certificate-verify-link"
            sx={{ color: BRAND.lakeNavy, fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {verifyAt}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
