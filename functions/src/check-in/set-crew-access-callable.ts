import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { auth } from '../lib/admin';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { ClaimRefusal, crewMembers, setRoleClaim } from '../lib/role-claims';
import { SCALING } from '../scaling';
import { setCrewAccessRequestSchema, type SetCrewAccessResponse } from '../shared/contracts/crew-access';

export const setCrewAccess = onCall({ region: REGION, ...SCALING.setCrewAccess }, async (req): Promise<SetCrewAccessResponse> => {
  requireAppCheck(req);
  requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: 'Only admins can grant crew access' });
  const { email, crew } = parseOrThrow(setCrewAccessRequestSchema, req.data);
  try {
    const message = await setRoleClaim(auth, email, 'crew', !crew);
    return { message, crew: await crewMembers(auth) };
  } catch (err) {
    if (err instanceof ClaimRefusal) throw new HttpsError('failed-precondition', err.message);
    throw err;
  }
});
