import Box from '@mui/material/Box';
import { visuallyHidden } from '@/components/actions/visually-hidden';
import { useMemo, type ReactNode } from 'react';
import { ActionAnchor, type ActionTone } from '@/components/actions/action-link';
import { LINKS, MEMBERSHIP } from '@/config/site';
import { useHydrated } from '@/hooks/use-hydrated';
import { trackPixel } from '@/lib/ad-pixel';
import { buildCheckoutUrl, readStoredAffiliateCode } from '@/lib/checkout';
import { currentPage, track } from '@/lib/insights';
import type { QuizResultType } from '@shared/quiz/result-types';
import { useSoldOut, WaitlistLink } from './founding-spots';

/** The Gumroad checkout for this visitor, with the affiliate parameters when a code is stored. */
export function useCheckoutUrl(): string {
  // The stored code is the browser's: the server's HTML links bare, and the code joins once the page is hydrated.
  // Read once per mount after that: the code only changes on /quiz, which is another page.
  const hydrated = useHydrated();
  return useMemo(() => buildCheckoutUrl(LINKS.checkout, hydrated ? readStoredAffiliateCode() : null), [hydrated]);
}

/** The InitiateCheckout pixel event, with the affiliate code or 'direct', and the insights event (with the quiz result, on one). */
export function trackCheckout(result?: QuizResultType): void {
  const affiliate = readStoredAffiliateCode();
  trackPixel('InitiateCheckout', { value: MEMBERSHIP.priceUsd, currency: 'USD', affiliate: affiliate ?? 'direct' });
  track({ name: 'checkout_clicked', page: currentPage(), affiliate: affiliate ?? undefined, result });
}

interface CheckoutLinkProps {
  children: ReactNode;
  tone?: ActionTone;
}

/** Every "buy the $5 membership" button on the site: Gumroad in a new tab, or the waitlist once the founding spots are gone. */
export function CheckoutLink({ children, tone = 'sunset' }: CheckoutLinkProps) {
  const url = useCheckoutUrl();
  if (useSoldOut()) return <WaitlistLink tone={tone} />;
  return (
    // No noreferrer: Gumroad's sales export reports the referring page.
    <ActionAnchor href={url} target="_blank" rel="noopener" tone={tone} onClick={() => trackCheckout()} data-checkout="">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}(opens checkout in a new tab)
      </Box>
    </ActionAnchor>
  );
}
