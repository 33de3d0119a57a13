import { FieldValue } from 'firebase-admin/firestore';
import { subscriberIdForEmail } from '@shared/subscribers';
import { CERTIFICATE_CREATION_FIELD, type CertificateCreationPolicy } from '@shared/certificates/creation-policy';
import { adminDb } from './emulators';
import { seedSubscribers } from './subscribers';

export interface SeedSale {
  email: string;
  saleId?: string;
  status?: 'completed' | 'refunded';
  /** The certificate the ping made for the buyer; null for a sale whose certificate is gone. */
  certificateId?: string | null;
  memberNumber?: number | null;
  /** The affiliate code the buyer came with, as sales record it (lowercased). */
  affiliateCode?: string;
}

let saleSeq = 0;

/** A Gumroad sale and its subscriber, in the shape the ping and the import write them (functions/src/gumroad/record-sale.ts). */
export async function seedSale(sale: SeedSale): Promise<string> {
  const saleId = sale.saleId ?? `sale-${++saleSeq}`;
  const certificateId = sale.certificateId ?? null;
  const status = sale.status ?? 'completed';
  await seedSubscribers([{ email: sale.email, certificate_id: certificateId, status: status === 'completed' ? 'active' : 'inactive' }]);
  await adminDb()
    .doc(`sales/${saleId}`)
    .set({
      sale_id: saleId,
      origin: 'ping',
      status,
      email: sale.email,
      subscriber_id: subscriberIdForEmail(sale.email),
      certificate_id: certificateId,
      member_number: sale.memberNumber ?? null,
      sale_date_iso: '2025-04-01',
      price_cents: 500,
      product_permalink: 'founding-floater',
      affiliate_code: sale.affiliateCode ?? null,
      gumroad_affiliate: null,
      affiliate_credit_cents: null,
      welcome_email: 'sent',
      created_at: FieldValue.serverTimestamp(),
      refunded_at: status === 'refunded' ? FieldValue.serverTimestamp() : null,
    });
  return saleId;
}

/** The admin's "who may create a certificate" setting (membership_settings/default). */
export async function setCertificateCreation(policy: CertificateCreationPolicy): Promise<void> {
  await adminDb()
    .doc('membership_settings/default')
    .set({ [CERTIFICATE_CREATION_FIELD]: policy }, { merge: true });
}
