import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '@/components/actions/visually-hidden';
import type { ReactNode } from 'react';
import { ActionAnchor, type ActionTone } from '@/components/actions/action-link';
import { LINKS } from '@/config/site';
import { ISLAND_ATTRIBUTE, islandRef } from '@/islands/island';
import { BUY_LABEL, attachCheckoutLink } from './checkout';

const checkoutRef = islandRef(attachCheckoutLink);

interface CheckoutLinkProps {
  /** The site's one label for the purchase unless the spec names other words for this button. */
  children?: ReactNode;
  tone?: ActionTone;
  sx?: SxProps<Theme>;
}

/**
 * Every "buy the $5 membership" button on the site: Gumroad in a new tab,
 * rendered bare; the `checkout` island (./checkout.ts) adds the affiliate code and counts the click.
 */
export function CheckoutLink({ children = BUY_LABEL, tone = 'sunset', sx }: CheckoutLinkProps) {
  return (
    // No noreferrer: Gumroad's sales export reports the referring page.
    <ActionAnchor
      href={LINKS.checkout}
      target="_blank"
      rel="noopener"
      tone={tone}
      sx={sx}
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
