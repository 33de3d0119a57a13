import { onCall } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { SCALING } from '../scaling';
import { saveSailingRequestSchema, type SaveSailingResponse } from '../shared/contracts/save-sailing';
import { saveSailing as save } from './save-sailing';

export const saveSailing = onCall({ region: REGION, ...SCALING.saveSailing }, async (req): Promise<SaveSailingResponse> => {
  requireAppCheck(req);
  const auth = requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: 'Only admins can create or change sailings' });
  return save(parseOrThrow(saveSailingRequestSchema, req.data), auth.uid);
});
