import { onCall } from 'firebase-functions/v2/https';
import { REGION, UNSUBSCRIBE_SIGNING_KEY } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow } from '../lib/callable-request';
import { SCALING } from '../scaling';
import { sailingBuyLinkRequestSchema, type SailingBuyLinkResponse } from '../shared/contracts/sailing-buy-link';
import { sailingBuyLink as buyLink } from './buy-link';

export const sailingBuyLink = onCall(
  { region: REGION, ...SCALING.sailingBuyLink, secrets: [UNSUBSCRIBE_SIGNING_KEY] },
  async (req): Promise<SailingBuyLinkResponse> => {
    requireAppCheck(req);
    return buyLink(parseOrThrow(sailingBuyLinkRequestSchema, req.data).slug, req.auth);
  },
);
