import { signUpSchema, type SignUp } from '../sign-up/sign-up';
import { callable } from './callable';

/**
 * The signUp callable: the sign-up form's fields, checked on both sides with
 * the form's own rules. The answer is the same whether or not the address is
 * known, and whether or not an email went out.
 */
export const signUpRequestSchema = signUpSchema;
export type SignUpRequest = SignUp;

export interface SignUpResponse {
  /** Always true: a refusal is an error, and an accepted sign-up says nothing more. */
  accepted: true;
}

export const SIGN_UP = callable<SignUpRequest, SignUpResponse>('signUp', { replayProtected: true });
