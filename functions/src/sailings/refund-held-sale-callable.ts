import { onCall } from 'firebase-functions/v2/https';
import { GUMROAD_ACCESS_TOKEN, REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { SCALING } from '../scaling';
import { refundHeldSaleRequestSchema, type RefundHeldSaleResponse } from '../shared/contracts/refund-held-sale';
import { refundHeldSale as refund } from './refund-held-sale';

export const refundHeldSale = onCall(
  { region: REGION, ...SCALING.refundHeldSale, secrets: [GUMROAD_ACCESS_TOKEN] },
  async (req): Promise<RefundHeldSaleResponse> => {
    requireAppCheck(req);
    const auth = requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: 'Only admins can refund a sale' });
    return refund(parseOrThrow(refundHeldSaleRequestSchema, req.data).saleId, auth.uid);
  },
);
