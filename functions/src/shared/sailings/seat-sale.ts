import type { SailingPhase } from './sailing';

/**
 * Whether a Gumroad sale of a sailing's seats becomes tickets. Gumroad cannot stop a buyer, so the presale is enforced
 * here (a valid founder token for this sailing, within its seat limit). Unticketed sales are held for the owner;
 * past capacity still tickets and alerts the owner, as Gumroad's quantity limit is the gate.
 */
export type FounderCheck = 'none' | 'forged' | 'other-sailing' | 'membership-gone' | 'valid';

/**
 * A waitlist offer's token (`url_params[offer]`): `valid` is an open offer for this sailing, which buys the seat it
 * reserved whatever the phase before boarding; `closed` is one that ran out or was used.
 */
export type OfferCheck = 'none' | 'forged' | 'other-sailing' | 'closed' | 'valid';

export type HoldReason =
  | 'before-sale'
  | 'no-founder-token'
  | 'forged-founder-token'
  | 'token-for-another-sailing'
  | 'founding-membership-gone'
  | 'over-founder-limit'
  | 'after-boarding'
  | 'interrupted'
  | 'forged-offer-token'
  | 'offer-for-another-sailing'
  | 'offer-closed';

export type SeatSaleDecision = { kind: 'ticket'; founder: boolean; oversold: boolean } | { kind: 'hold'; reason: HoldReason };

export interface SeatSaleFacts {
  phase: SailingPhase;
  quantity: number;
  seatsSold: number;
  capacity: number;
  founderSeatLimit: number;
  founderCheck: FounderCheck;
  /** Valid seats the same founding certificate already holds on this sailing. */
  founderSeatsBefore: number;
  offerCheck?: OfferCheck;
  /** Seats reserved by open waitlist offers, the buyer's own included when their offer is valid. */
  seatsOffered?: number;
}

/** Seats an open offer reserves: a sale through its link takes one of them. */
export const SEATS_PER_OFFER = 1;

const OFFER_HOLDS: Record<Exclude<OfferCheck, 'valid' | 'none'>, HoldReason> = {
  forged: 'forged-offer-token',
  'other-sailing': 'offer-for-another-sailing',
  closed: 'offer-closed',
};

/** A hold of a waitlister's purchase, which their email explains in its own words. */
export const isOfferHold = (reason: HoldReason) => (Object.values(OFFER_HOLDS) as HoldReason[]).includes(reason);

const PRESALE_HOLDS: Record<Exclude<FounderCheck, 'valid'>, HoldReason> = {
  none: 'no-founder-token',
  forged: 'forged-founder-token',
  'other-sailing': 'token-for-another-sailing',
  'membership-gone': 'founding-membership-gone',
};

export function seatSaleDecision(f: SeatSaleFacts): SeatSaleDecision {
  const founder = f.founderCheck === 'valid';
  const offer = f.offerCheck ?? 'none';
  // Seats other people's open offers reserve are taken: a sale into them oversells as a sale past capacity does.
  const reservedForOthers = Math.max(0, (f.seatsOffered ?? 0) - (offer === 'valid' ? SEATS_PER_OFFER : 0));
  const oversold = f.seatsSold + reservedForOthers + f.quantity > f.capacity;
  const onSale = f.phase === 'founders_presale' || f.phase === 'public_sale' || f.phase === 'sold_out';
  if (onSale && offer === 'valid') return { kind: 'ticket', founder, oversold };
  // A waitlister whose offer ran out buys nothing of a sold-out sailing: the seat went to the next in line.
  if (f.phase === 'sold_out' && offer !== 'none' && offer !== 'valid') return { kind: 'hold', reason: OFFER_HOLDS[offer] };
  switch (f.phase) {
    case 'draft':
    case 'announced':
      return { kind: 'hold', reason: 'before-sale' };
    case 'canceled':
    case 'postponed':
      return { kind: 'hold', reason: 'interrupted' };
    case 'sailed':
      return { kind: 'hold', reason: 'after-boarding' };
    case 'founders_presale':
      if (f.founderCheck !== 'valid') return { kind: 'hold', reason: PRESALE_HOLDS[f.founderCheck] };
      if (f.founderSeatsBefore + f.quantity > f.founderSeatLimit) return { kind: 'hold', reason: 'over-founder-limit' };
      return { kind: 'ticket', founder, oversold };
    case 'public_sale':
    case 'sold_out':
      return { kind: 'ticket', founder, oversold };
  }
}

/** The reason a sale is held, as the owner reads it beside its Refund button. */
export const HOLD_REASON_TEXT: Record<HoldReason, string> = {
  'before-sale': 'Bought before the sale opened.',
  'no-founder-token': "Bought in the founders' presale without a founder's link.",
  'forged-founder-token': "Bought with a founder's link that does not check out (changed or made up).",
  'token-for-another-sailing': "Bought with a founder's link made for another sailing.",
  'founding-membership-gone': "Bought with a founder's link whose founding membership was refunded since.",
  'over-founder-limit': 'More seats than one founder may buy in the presale.',
  'after-boarding': 'Bought after boarding.',
  interrupted: 'Bought while the sailing is canceled or postponed.',
  'forged-offer-token': "Bought with a waitlist offer's link that does not check out (changed or made up).",
  'offer-for-another-sailing': "Bought with a waitlist offer's link made for another sailing.",
  'offer-closed': 'Bought with a waitlist offer that had run out or was used, while the sailing was sold out.',
};
