import { object, string, type InferType } from 'yup';
import { callable } from './callable';

/**
 * The refundHeldSale callable (admins only): refunds a seat sale held for the owner (seat-sale.ts) through Gumroad's
 * API and marks its order refunded. Once per sale however often it is called: a double click or a retry after a lost
 * answer finds the refund asked or done.
 */
export const refundHeldSaleRequestSchema = object({
  saleId: string().trim().required('Choose a held sale to refund').max(200, 'That is not a sale id'),
});
export type RefundHeldSaleRequest = InferType<typeof refundHeldSaleRequestSchema>;

export interface RefundHeldSaleResponse {
  /** 'refunded' by this call; 'already' when an earlier call (or Gumroad's refund ping) did it; 'in-progress' while one is asking. */
  outcome: 'refunded' | 'already' | 'in-progress';
}

export const REFUND_HELD_SALE = callable<RefundHeldSaleRequest, RefundHeldSaleResponse>('refundHeldSale');
