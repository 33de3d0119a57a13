import { onCall } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { auth } from '../lib/admin';
import { requireAppCheck } from '../lib/app-check';
import { requireAdmin } from '../lib/callable-request';
import { crewMembers } from '../lib/role-claims';
import { SCALING } from '../scaling';

export const listCrew = onCall({ region: REGION, ...SCALING.listCrew }, async (req) => {
  requireAppCheck(req);
  requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: 'Only admins can see who is crew' });
  return { crew: await crewMembers(auth) };
});
