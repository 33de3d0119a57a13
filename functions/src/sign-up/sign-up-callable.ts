import { onCall } from 'firebase-functions/v2/https';
import { EMAIL_SECRETS, REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow } from '../lib/callable-request';
import { clientAddress } from '../lib/client-address';
import { SCALING } from '../scaling';
import { SIGN_UP, signUpRequestSchema, type SignUpResponse } from '../shared/contracts/sign-up';
import { acceptSignUp } from './sign-up';

/** The sign-up form ("Get launch news" or "Join the waitlist") calls this; anyone may, within the rate limit. */
export const signUp = onCall(
  { region: REGION, ...SCALING.signUp, secrets: EMAIL_SECRETS, consumeAppCheckToken: SIGN_UP.replayProtected },
  async (req): Promise<SignUpResponse> => {
    requireAppCheck(req);
    const input = parseOrThrow(signUpRequestSchema, req.data);
    return acceptSignUp(input, clientAddress(req.rawRequest.headers, req.rawRequest.ip, 'direct'));
  },
);
