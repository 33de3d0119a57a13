import Box from '@mui/material/Box';
import { useEffect, useState, type ReactNode } from 'react';
import { ActionAnchor } from '@/components/actions/action-link';
import { visuallyHidden } from '@/components/actions/visually-hidden';
import type { Attach } from '@/islands/island';
import { callableErrorMessage } from '@/lib/callable-error';
import { hasSessionHint } from '@/lib/session-hint';
import type { SailingBuyLinkResponse } from '@shared/contracts/sailing-buy-link';
import type { PageData } from '@shared/pages/page-data';
import { sailingPath, signInPath } from '@shared/paths';
import type { PublicSailing } from '@shared/sailings/public-sailing';

/** The island's name (app/island-registry.ts), on the element that holds FounderBuy in the sailing's page. */
export const FOUNDER_BUY_ISLAND = 'founder-buy';

type State = { kind: 'signed-out' } | { kind: 'link'; link: SailingBuyLinkResponse } | { kind: 'refused'; message: string };

/**
 * A founder's way to buy in the presale. The server paints "sign in" (nothing in the HTML names the product); once the
 * island is live with a session, it asks sailingBuyLink for this member's link and shows it, or the callable's reason
 * why not (not a founder, email not confirmed).
 */
export function FounderBuy({ sailing }: { sailing: PublicSailing }) {
  const [state, setState] = useState<State>({ kind: 'signed-out' });
  useEffect(() => {
    if (!hasSessionHint()) return;
    let live = true;
    // The Firebase SDK loads only here, for a visitor with a session.
    import('../api/buy-link')
      .then(({ buyLinkForMember }) => buyLinkForMember(sailing.slug))
      .then((link) => live && setState(link ? { kind: 'link', link } : { kind: 'signed-out' }))
      .catch(
        (err: unknown) =>
          live && setState({ kind: 'refused', message: callableErrorMessage(err, 'Your link could not be fetched. Reload to try again.') }),
      );
    return () => {
      live = false;
    };
  }, [sailing.slug]);

  if (state.kind === 'link') {
    const { checkoutUrl, seatLimit } = state.link;
    return (
      <Line>
        <ActionAnchor href={checkoutUrl} target="_blank" rel="noopener" data-testid="founder-buy-link">
          Buy your seats
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (opens checkout in a new tab)
          </Box>
        </ActionAnchor>
        {seatLimit !== null && <span>Founders&rsquo; presale: up to {seatLimit} seats on your membership.</span>}
      </Line>
    );
  }
  if (state.kind === 'refused') return <Line role="status">{state.message}</Line>;
  return (
    <Line>
      {/* A plain link: the island has no router, and sign-in is a page of its own. */}
      <ActionAnchor href={signInPath(sailingPath(sailing.slug))} tone="navy">
        Founders: sign in to buy
      </ActionAnchor>
    </Line>
  );
}

function Line({ children, role }: { children: ReactNode; role?: string }) {
  return (
    <Box role={role} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, minHeight: 52, fontWeight: 700 }}>
      {children}
    </Box>
  );
}

/** The island's start, given the runtime's hydrate (app/island-registry.ts passes it, so this file holds no runtime of its own). */
export const attachFounderBuy =
  (hydrate: (element: HTMLElement, render: (data: PageData) => ReactNode) => Promise<void>): Attach =>
  (element) =>
    hydrate(element, ({ sailing }) => {
      if (!sailing) throw new Error('The page carries no sailing');
      return <FounderBuy sailing={sailing} />;
    });
