import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useRef, useState } from 'react';
import { CheckoutLink } from '@/components/checkout/checkout-link';
import { toastCopy, type RecentCertificate } from '../api/toast-copy';
import { BRAND, SHADES } from '@shared/brand';

/** The spec's timings, in milliseconds. */
export const TOAST_TIMING = {
  firstDelay: [15_000, 45_000],
  visible: [20_000, 35_000],
  fade: 500,
  nextDelay: [30_000, 90_000],
} as const;

const between = ([min, max]: readonly [number, number]) => min + Math.random() * (max - min);

type Phase = 'loading' | 'waiting' | 'visible' | 'fading' | 'closing' | 'closed';

/**
 * The home page's "someone just joined" toast, bottom-left. It cycles through
 * the newest certificates: appears 15–45 s after they load, stays 20–35 s,
 * fades for 0.5 s, then the next one comes 30–90 s later. Closing it by hand
 * ends it for this visit.
 */
export default function SocialProofToast() {
  const [certificates, setCertificates] = useState<RecentCertificate[]>([]);
  const [phase, setPhase] = useState<Phase>('loading');
  const [index, setIndex] = useState(0);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('../api/recent-certificates')
      .then(({ watchRecentCertificates }) => {
        if (cancelled) return;
        stop = watchRecentCertificates((list) => {
          setCertificates(list);
          setPhase((p) => (p === 'loading' && list.length > 0 ? 'waiting' : p));
        });
      })
      .catch((err) => console.error('Social proof could not start', err));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  // One timer per phase; 'closed' has none, so nothing comes back after a manual close.
  useEffect(() => {
    const after = (ms: number, next: () => void) => {
      timer.current = window.setTimeout(next, ms);
    };
    if (phase === 'waiting') after(between(index === 0 ? TOAST_TIMING.firstDelay : TOAST_TIMING.nextDelay), () => setPhase('visible'));
    if (phase === 'visible') after(between(TOAST_TIMING.visible), () => setPhase('fading'));
    if (phase === 'fading')
      after(TOAST_TIMING.fade, () => {
        setIndex((i) => i + 1);
        setPhase('waiting');
      });
    if (phase === 'closing') after(TOAST_TIMING.fade, () => setPhase('closed'));
    return () => window.clearTimeout(timer.current);
  }, [phase, index]);

  const close = () => setPhase('closing');

  const certificate = certificates.length ? certificates[index % certificates.length]! : null;
  const shown = phase === 'visible' || phase === 'fading' || phase === 'closing';
  return (
    <Box data-testid="social-proof" data-phase={phase} role="status" aria-live="polite">
      {certificate && shown && <ToastCard certificate={certificate} fading={phase !== 'visible'} onClose={close} />}
    </Box>
  );
}

function ToastCard({ certificate, fading, onClose }: { certificate: RecentCertificate; fading: boolean; onClose: () => void }) {
  const copy = toastCopy(certificate);
  return (
    <Box
      sx={{
        position: 'fixed',
        left: { xs: 12, sm: 24 },
        bottom: { xs: 12, sm: 24 },
        zIndex: 1300,
        width: 340,
        maxWidth: 'calc(100vw - 24px)',
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 2,
        pr: 5,
        bgcolor: SHADES.white,
        color: 'primary.main',
        borderRadius: 3,
        boxShadow: '0 12px 32px rgba(11,37,69,0.25)',
        borderLeft: `6px solid ${BRAND.sunsetOrange}`,
        opacity: fading ? 0 : 1,
        transition: `opacity ${TOAST_TIMING.fade}ms ease`,
        animation: 'social-proof-in 500ms ease',
        '@keyframes social-proof-in': { from: { opacity: 0 }, to: { opacity: 1 } },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', animation: 'none' },
      }}
    >
      <Box aria-hidden sx={{ fontSize: '2rem', lineHeight: 1 }}>
        {copy.avatar}
      </Box>
      <Box>
        <Box component="p" sx={{ m: 0, fontWeight: 700, lineHeight: 1.35 }}>
          {copy.message}
        </Box>
        <Box sx={{ mt: 1.5, '& a': { minHeight: 40, py: 1, px: 2, fontSize: '0.95rem' } }}>
          <CheckoutLink>{copy.button}</CheckoutLink>
        </Box>
      </Box>
      <IconButton
        aria-label="Close notification"
        onClick={onClose}
        size="small"
        sx={{ position: 'absolute', top: 6, right: 6, color: 'primary.main' }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
