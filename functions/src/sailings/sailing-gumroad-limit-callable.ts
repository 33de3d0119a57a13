import { onCall } from 'firebase-functions/v2/https';
import { GUMROAD_ACCESS_TOKEN, REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { SCALING } from '../scaling';
import { sailingGumroadLimitRequestSchema, type SailingGumroadLimitResponse } from '../shared/contracts/sailing-gumroad-limit';
import { sailingGumroadLimit as limit } from './sailing-gumroad-limit';

export const sailingGumroadLimit = onCall(
  { region: REGION, ...SCALING.sailingGumroadLimit, secrets: [GUMROAD_ACCESS_TOKEN] },
  async (req): Promise<SailingGumroadLimitResponse> => {
    requireAppCheck(req);
    requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: "Only admins can read a sailing's Gumroad product" });
    return limit(parseOrThrow(sailingGumroadLimitRequestSchema, req.data).slug);
  },
);
