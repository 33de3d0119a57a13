import { HOST } from '../../scripts/lib/ports';
import { PROJECT_ID, emulatorPorts } from './emulators';

/** What the Auth emulator keeps of each email it would have sent (a verification, a password reset) instead of sending it. */
export interface OobCode {
  email: string;
  oobLink: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
}

/** Every such email for `email` of that kind, oldest first. */
export async function authEmails(email: string, requestType: OobCode['requestType']): Promise<OobCode[]> {
  const res = await fetch(`http://${HOST}:${emulatorPorts().auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === requestType);
}

/** The link in the latest such email: what the member would click. */
export async function authEmailLink(email: string, requestType: OobCode['requestType']): Promise<string> {
  const code = (await authEmails(email, requestType)).at(-1);
  if (!code) throw new Error(`no ${requestType} email for ${email}`);
  return code.oobLink;
}
