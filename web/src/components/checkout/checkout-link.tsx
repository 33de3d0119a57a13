import Box from '@mui/material/Box';
import { visuallyHidden } from '@/components/actions/visually-hidden';
import type { ReactNode } from 'react';
import { ActionAnchor, type ActionTone } from '@/components/actions/action-link';
import { LINKS } from '@/config/site';
import { ISLAND_ATTRIBUTE, islandRef } from '@/lib/islands';
import { attachCheckoutLink } from './checkout';

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
