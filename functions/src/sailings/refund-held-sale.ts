import type { RefundHeldSaleResponse } from '../shared/contracts/refund-held-sale';
import { refundSeatSaleOnce } from './refund-seat-sale';

/**
 * Refunds a held seat sale once (refundSeatSaleOnce). A held sale has no tickets, so no seat changes hands; Gumroad's
 * refund ping that follows finds the order refunded and changes nothing.
 */
export async function refundHeldSale(saleId: string, adminUid: string, nowMs = Date.now()): Promise<RefundHeldSaleResponse> {
  const outcome = await refundSeatSaleOnce(
    saleId,
    adminUid,
    'held',
    'This sale was ticketed: refund it on Gumroad, and its tickets are voided.',
    nowMs,
  );
  return { outcome };
}
