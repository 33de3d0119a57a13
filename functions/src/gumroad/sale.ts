/** One Gumroad sale, whether it arrived as a ping or as a row of the Sales export. */
export interface Sale {
  saleId: string;
  /** As the buyer typed it (trimmed); subscribers are keyed by its normalised form. */
  email: string;
  buyerName: string;
  /** False when the buyer ticked Gumroad's "do not contact" box. */
  canContact: boolean;
  /** YYYY-MM-DD of the purchase (UTC), or null when Gumroad sent none. */
  saleDateIso: string | null;
  city: string | null;
  state: string | null;
  priceCents: number | null;
  productPermalink: string | null;
  /** The product's name as Gumroad sent it, for the admin's screens. */
  productName: string | null;
  affiliateCode: string | null;
  /** Gumroad's own affiliate field (the affiliate's email) and the credit Gumroad paid them. */
  gumroadAffiliate: string | null;
  affiliateCreditCents: number | null;
  origin: 'ping' | 'import';
}

/** Firestore ids cannot hold '/', and Gumroad's base64-like ids may. */
export function saleDocId(saleId: string): string {
  return encodeURIComponent(saleId.trim());
}

/** "2026-03-14", "2026-03-14T18:22:05Z", "2026-03-14 18:22:05 -0400" or "3/14/2026" → "2026-03-14". */
export function isoDateFrom(value: string | undefined | null): string | null {
  const text = value?.trim() ?? '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return null;
}

/** "5", "5.00", "$1,005.50" → cents; blank or garbage → null. */
export function centsFromDollars(value: string | undefined | null): number | null {
  const text = value?.replace(/[$,\s]/g, '') ?? '';
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export function centsFromInteger(value: string | undefined | null): number | null {
  const text = value?.trim() ?? '';
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

export function blankToNull(value: string | undefined | null): string | null {
  const text = value?.trim() ?? '';
  return text ? text : null;
}
