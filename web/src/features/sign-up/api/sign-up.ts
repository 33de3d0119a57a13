import { callFunction } from '@/lib/call-function';
import { firebaseServices } from '@/lib/firebase';
import { SIGN_UP, type SignUpRequest, type SignUpResponse } from '@shared/contracts/sign-up';

/**
 * Sends the sign-up form to the signUp function. The form imports this
 * module only when a visitor sends, so the page paints without the Firebase SDK.
 */
export function sendSignUp(request: SignUpRequest): Promise<SignUpResponse> {
  return callFunction(firebaseServices().functions, SIGN_UP, request);
}
