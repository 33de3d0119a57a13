import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { PrintIcon } from '@/components/icons/print-icon';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { CheckoutLink } from '@/components/checkout/checkout-link';
import { FoundingSpotsNote, UntilSoldOut } from '@/components/checkout/founding-spots';
import { PageMeta } from '@/components/seo/page-meta';
import { MEMBERSHIP, SITE } from '@/config/site';
import { useAfterLoad } from '@/hooks/use-after-load';
import { useFoundingCap } from '@/hooks/use-founding-cap';
import { WITH_MEMBER } from '@shared/html/session-hint';
import { beOneOfTheFirst } from '@shared/membership/cap-copy';
import { useSiteOrigin } from '@/hooks/use-site-origin';
import { certificateShareDescription, certificateShareTitle } from '@shared/certificates/share-text';
import { trackShareTap } from '@/lib/insights';
import { ISLAND_ATTRIBUTE } from '@/islands/island';
import { hasSessionHint } from '@/lib/session-hint';
import type { PublicCertificate as Certificate } from '@shared/certificates/public-certificate';
import { certificateImagePath, certificatePath } from '@shared/paths';
import { CertificateDocument } from './certificate-document';
import { Confetti, firstCelebration } from './confetti';
import { ShareToolbar } from './share-toolbar';
import { BRAND, SHADES } from '@shared/brand';

// Needs the Auth and Storage SDKs, so it loads once the page is up, and only where someone is signed in: the
// holder is, while the visitors a shared link brings (nearly all of them) never pay for those SDKs.
const CertificateHolder = lazy(() => import('./certificate-holder'));

const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@page': { size: 'letter', margin: '0.5in' },
      '@media print': {
        'header, footer, [data-print="hide"]': { display: 'none !important' },
        body: { background: SHADES.white },
      },
    }}
  />
);

/**
 * A certificate's page. Served by the `pages` function, it is a page of islands: the
 * banner's spots and checkout islands start at once, and the `certificate`
 * island (app/islands/certificate-root.tsx) hydrates the body from the page's data
 * when a visitor first touches it (at idle for a browser with a session).
 */
export function CertificateView({ certificate }: { certificate: Certificate }) {
  const cap = useFoundingCap();
  return (
    <>
      <PageMeta
        title={certificateShareTitle(certificate)}
        description={certificateShareDescription(certificate)}
        image={certificateImagePath(certificate.id)}
      />
      <Box sx={{ bgcolor: SHADES.parchment, pb: 8, '@media print': { bgcolor: SHADES.white, p: 0 } }}>
        {/* A member has theirs: the way to buy is for visitors, hidden from the first paint as the buy bar is. */}
        <Box
          data-print="hide"
          sx={{
            bgcolor: BRAND.lakeNavy,
            color: SHADES.white,
            textAlign: 'center',
            px: 2,
            py: 2.5,
            [`${WITH_MEMBER} &`]: { display: 'none' },
          }}
        >
          <Typography sx={{ fontWeight: 700, mb: 1.5 }}>
            <UntilSoldOut>Want your own? {beOneOfTheFirst(cap)}</UntilSoldOut>
          </Typography>
          <CheckoutLink />
          <FoundingSpotsNote sx={{ mt: 1.5, color: BRAND.gold }} />
        </Box>
        <div {...{ [ISLAND_ATTRIBUTE]: 'certificate' }}>
          <CertificateBody certificate={certificate} />
        </div>
      </Box>
    </>
  );
}

/**
 * The certificate with its share toolbar and print button. Painted for a visitor (the server cannot know who looks);
 * once the Auth SDK says the signed-in member is the holder, the holder's tools and words take over the toolbar (on a
 * phone inside its More menu), and on their first view the confetti plays.
 */
export function CertificateBody({ certificate }: { certificate: Certificate }) {
  const certificateRef = useRef<HTMLDivElement>(null);
  const loaded = useAfterLoad(0);
  const shareUrl = `${useSiteOrigin()}${certificatePath(certificate.id)}`;
  const [holder, setHolder] = useState(false);
  const [celebrate, setCelebrate] = useState(false);
  const onHolder = useCallback(
    (isHolder: boolean) => {
      setHolder(isHolder);
      if (isHolder && firstCelebration(certificate.id)) setCelebrate(true);
    },
    [certificate.id],
  );
  return (
    <>
      {PRINT_STYLES}
      {loaded && hasSessionHint() && (
        <Suspense fallback={null}>
          <CertificateHolder certificate={certificate} element={certificateRef} onHolder={onHolder} />
        </Suspense>
      )}
      {celebrate && <Confetti />}
      <ShareToolbar
        certificate={certificate}
        shareUrl={shareUrl}
        certificateRef={certificateRef}
        holder={holder}
        onShare={(tap) => trackShareTap('certificate', tap)}
      />
      <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 4, '@media print': { p: 0 } }}>
        <CertificateDocument certificate={certificate} ref={certificateRef} />
        <Box data-print="hide" sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print Certificate
          </Button>
        </Box>
      </Box>
    </>
  );
}

export function CertificateNotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 10, md: 14 }, px: 2 }}>
      <PageMeta title="Certificate Not Found" description={`This ${SITE.name} certificate does not exist or is not public.`} noindex />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Certificate Not Found
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 4 }}>The certificate you&apos;re looking for doesn&apos;t exist or is not public.</Typography>
      <CheckoutLink>Get Your Own Founding Floater Status for ${MEMBERSHIP.priceUsd}</CheckoutLink>
    </Box>
  );
}
