import Box from '@mui/material/Box';
import { visuallyHidden } from '@/components/actions/visually-hidden';
import { useState, type ReactNode } from 'react';
import { ActionAnchor, type ActionTone } from '@/components/actions/action-link';
import { LINKS, MEMBERSHIP } from '@/config/site';
import { trackPixel } from '@/lib/ad-pixel';
import { buildCheckoutUrl, readStoredAffiliateCode } from '@/lib/checkout';

/** The Gumroad checkout for this visitor, with the affiliate parameters when a code is stored. */
export function useCheckoutUrl(): string {
  // Read once per mount: the code only changes on /quiz, which is another page.
  const [url] = useState(() => buildCheckoutUrl(LINKS.checkout, readStoredAffiliateCode()));
  return url;
}

/** The InitiateCheckout pixel event, with the affiliate code or 'direct'. */
export function trackCheckout(): void {
  trackPixel('InitiateCheckout', { value: MEMBERSHIP.priceUsd, currency: 'USD', affiliate: readStoredAffiliateCode() ?? 'direct' });
}

interface CheckoutLinkProps {
  children: ReactNode;
  tone?: ActionTone;
}

/** Every "buy the $5 membership" button on the site: Gumroad in a new tab. */
export function CheckoutLink({ children, tone = 'sunset' }: CheckoutLinkProps) {
  const url = useCheckoutUrl();
  return (
    // No noreferrer: Gumroad's sales export reports the referring page.
    <ActionAnchor href={url} target="_blank" rel="noopener" tone={tone} onClick={trackCheckout} data-checkout="">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}(opens checkout in a new tab)
      </Box>
    </ActionAnchor>
  );
}
