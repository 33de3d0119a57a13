import { releaseSpotsSchema, type ReleaseSpotsInput } from '../sign-up/waitlist';
import { callable } from './callable';

/** The releaseSpots callable (admins only): emails the next N confirmed waitlisters the checkout link, once each. */
export const releaseSpotsRequestSchema = releaseSpotsSchema;
export type ReleaseSpotsRequest = ReleaseSpotsInput;

export interface ReleaseSpotsResponse {
  /** Waitlisters this offer went to (fewer than asked when the waitlist ran short). */
  offered: number;
  /** Of those, how many have been emailed so far. */
  sent: number;
  /** False when the function stopped early to stay inside its time limit; calling again with the same id resumes. */
  done: boolean;
}

export const RELEASE_SPOTS = callable<ReleaseSpotsRequest, ReleaseSpotsResponse>('releaseSpots');
