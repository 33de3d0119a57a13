import Box from '@mui/material/Box';
import { visuallyHidden } from '@/components/actions/visually-hidden';
import { useMemo, type ReactNode } from 'react';
import { ActionAnchor, type ActionTone } from '@/components/actions/action-link';
import { LINKS } from '@/config/site';
import { useHydrated } from '@/hooks/use-hydrated';
import { buildCheckoutUrl, readStoredAffiliateCode } from '@/lib/checkout';
import { ISLAND_ATTRIBUTE, islandRef } from '@/lib/islands';
import { attachCheckoutLink } from './checkout';

/** The Gumroad checkout for this visitor, with the affiliate parameters when a code is stored. */
export function useCheckoutUrl(): string {
  // The stored code is the browser's: the server's HTML links bare, and the code joins once the page is hydrated.
  // Read once per mount after that: the code only changes on /quiz, which is another page.
  const hydrated = useHydrated();
  return useMemo(() => buildCheckoutUrl(LINKS.checkout, hydrated ? readStoredAffiliateCode() : null), [hydrated]);
}

const checkoutRef = islandRef(attachCheckoutLink);

interface CheckoutLinkProps {
  children: ReactNode;
  tone?: ActionTone;
}

/**
 * Every "buy the $5 membership" button on the site: Gumroad in a new tab,
 * rendered bare; the `checkout` island (./checkout.ts) adds the affiliate code and counts the click.
 */
export function CheckoutLink({ children, tone = 'sunset' }: CheckoutLinkProps) {
  return (
    // No noreferrer: Gumroad's sales export reports the referring page.
    <ActionAnchor
      href={LINKS.checkout}
      target="_blank"
      rel="noopener"
      tone={tone}
      ref={checkoutRef}
      {...{ [ISLAND_ATTRIBUTE]: 'checkout' }}
      data-checkout=""
    >
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens checkout in a new tab)
      </Box>
    </ActionAnchor>
  );
}
