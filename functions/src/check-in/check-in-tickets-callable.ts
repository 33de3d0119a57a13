import { onCall } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireCrew } from '../lib/callable-request';
import { SCALING } from '../scaling';
import { checkInTicketsRequestSchema, type CheckInTicketsResponse } from '../shared/contracts/check-in-tickets';
import { checkInTickets as checkIn } from './check-in-tickets';

export const checkInTickets = onCall({ region: REGION, ...SCALING.checkInTickets }, async (req): Promise<CheckInTicketsResponse> => {
  requireAppCheck(req);
  const auth = requireCrew(req);
  return { results: await checkIn(parseOrThrow(checkInTicketsRequestSchema, req.data), auth.uid) };
});
