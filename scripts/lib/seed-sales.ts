import { siteDay } from '../../functions/src/shared/launch/launch-phase';
import { createCertificateFor, type Caller } from '../../functions/src/certificates/create-certificate';
import { handlePing } from '../../functions/src/gumroad/handle-ping';
import { recordProductName, type NamedProduct } from '../../functions/src/gumroad/product-names';
import { commitSale } from '../../functions/src/gumroad/record-sale';
import type { Sale } from '../../functions/src/gumroad/sale';
import type { DemoSale } from './seed-insights';

/**
 * The demo's purchases, made as Gumroad's pings make them (commitSale on its day; refunds through the ping handler), so
 * members, spots, subscribers and insights' sales come from the same records. No welcome emails, or `npm start` would
 * mail two hundred locally.
 */

const FIRST_NAMES = [
  'Maria',
  'Deshawn',
  'Zoë',
  'José',
  'Siobhán',
  'Nguyễn',
  'Kayla',
  'Tony',
  'Aaliyah',
  'Brett',
  'Carmen',
  'Dmitri',
  'Erin',
  'Fatima',
  'Greg',
  'Hana',
  'Isaiah',
  'Jolene',
  'Kenji',
  'Lamar',
];
const LAST_NAMES = ['Kowalski', 'Johnson', 'Novak', 'Rivera', "O'Malley", 'Nguyen', 'Petrovic', 'Williams', 'Sullivan', 'Hernandez'];

/** The demo's Founding Floater product, by the ids its pings carry and the name Gumroad gives it. */
export function demoProduct(permalink: string, productId: string): NamedProduct {
  return { productId, ids: [permalink, productId], name: 'Founding Floater Membership' };
}

const ascii = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');

/** Sale n's buyer: every 45th buys again (an earlier buyer's second purchase), every 17th ticked "do not contact". */
function buyerOf(n: number): { name: string; email: string; canContact: boolean } {
  const first = n % 45 === 44 ? n - 30 : n;
  const given = FIRST_NAMES[(first * 7 + 3) % FIRST_NAMES.length]!;
  const family = LAST_NAMES[(first * 3) % LAST_NAMES.length]!;
  return { name: `${given} ${family}`, email: `${ascii(given)}.${ascii(family)}${first}@example.com`, canContact: first % 17 !== 0 };
}

export interface DemoBuyer {
  email: string;
  name: string;
  uid: string;
}

export interface DemoSalesInput {
  sales: DemoSale[];
  product: NamedProduct;
  /** The demo member bought too, `memberBoughtDaysAgo` days before now; their certificate is theirs once signed in. */
  member: DemoBuyer & { boughtAtMs: number };
  /** Certificates the demo admin makes for the crew on /founders/new: they take no founding spot. */
  crew: { admin: DemoBuyer; names: string[] };
  pingSecret: string;
  nowMs: number;
}

export async function recordDemoSales({ sales, product, member, crew, pingSecret, nowMs }: DemoSalesInput): Promise<void> {
  // What the ping handler notes first for every sale of the product.
  await recordProductName(product, new Date(nowMs));
  const ordered = [
    ...sales.map((s, i) => ({ ...s, saleId: `demo-sale-${i + 1}`, buyer: buyerOf(i) })),
    {
      date: new Date(member.boughtAtMs).toISOString().slice(0, 10),
      atMs: member.boughtAtMs,
      affiliateCode: null,
      refunded: false,
      saleId: 'demo-member-sale',
      buyer: { name: member.name, email: member.email, canContact: true },
    },
  ].sort((a, b) => a.atMs - b.atMs);

  // One at a time, in the order they were bought, so member numbers follow the days as they would have.
  for (const s of ordered) {
    const sale: Sale = {
      saleId: s.saleId,
      email: s.buyer.email,
      buyerName: s.buyer.name,
      canContact: s.buyer.canContact,
      saleDateIso: s.date,
      city: null,
      state: null,
      priceCents: 500,
      productPermalink: product.ids[0]!,
      productName: product.name,
      affiliateCode: s.affiliateCode,
      gumroadAffiliate: s.affiliateCode ? `${s.affiliateCode}@example.com` : null,
      affiliateCreditCents: s.affiliateCode ? 100 : null,
      origin: 'ping',
    };
    await commitSale(sale, new Date(s.atMs));
  }
  for (const s of ordered.filter((o) => o.refunded)) {
    await ping(
      { sale_id: s.saleId, email: s.buyer.email, refunded: 'true', resource_name: 'refund', permalink: product.ids[0]! },
      pingSecret,
    );
  }

  const caller = (who: DemoBuyer, admin: boolean): Caller => ({ uid: who.uid, email: who.email, emailVerified: true, admin });
  // A member's certificate is dated today in Cleveland, as createCertificate checks it.
  const today = siteDay(new Date());
  // The member signs in and opens /founders/new: the certificate their purchase made becomes theirs.
  await createCertificateFor(caller(member, false), { fullName: member.name, city: null, issueDate: today });
  for (const fullName of crew.names) {
    await createCertificateFor(caller(crew.admin, true), { fullName, city: 'Cleveland', issueDate: today });
  }
}

const ping = (fields: Record<string, string>, secret: string) => handlePing(new URLSearchParams(fields), secret);

/** A few deliveries for the webhook log, through the ping handler: a test ping, another product's sale, one without an email, a wrong secret. */
export async function sendDemoPings(product: NamedProduct, secret: string): Promise<void> {
  await ping({ test: 'true', sale_id: 'demo-test-ping', permalink: product.ids[0]!, product_name: product.name! }, secret);
  await ping(
    {
      sale_id: 'demo-tote-1',
      sale_timestamp: new Date().toISOString(),
      email: 'tote.buyer@example.com',
      full_name: 'Tote Buyer',
      price: '2500',
      permalink: 'floaters-tote',
      product_id: 'Tq9wE2rT5yU8iO1pA4sD7f==',
      product_name: 'Floaters Tote Bag',
    },
    secret,
  );
  await ping({ sale_id: 'demo-no-email', permalink: product.ids[0]!, product_name: product.name!, price: '500' }, secret);
  await ping({ sale_id: 'demo-wrong-secret' }, 'not-the-secret');
}
