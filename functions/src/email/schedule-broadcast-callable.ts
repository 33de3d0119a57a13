import { onCall } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { requireAppCheck } from '../lib/app-check';
import { scheduleBroadcastRequestSchema, type ScheduleBroadcastResponse } from '../shared/contracts/schedule-broadcast';
import { SCALING } from '../scaling';
import { cancelBroadcastSchedule, setBroadcastSchedule } from './broadcast-schedule';

export const scheduleBroadcast = onCall(
  { region: REGION, ...SCALING.scheduleBroadcast },
  async (req): Promise<ScheduleBroadcastResponse> => {
    requireAppCheck(req);
    const auth = requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: 'Only admins can schedule broadcasts' });
    const input = parseOrThrow(scheduleBroadcastRequestSchema, req.data);
    if (input.action === 'cancel') return cancelBroadcastSchedule(input.broadcastId);
    return setBroadcastSchedule(input.broadcastId, input.audience, input.sendAt!, auth.uid);
  },
);
