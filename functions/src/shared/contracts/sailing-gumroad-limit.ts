import { object, string, type InferType } from 'yup';
import { SAILING_LIMITS } from '../sailings/sailing';
import { callable } from './callable';

/**
 * The sailingGumroadLimit callable (admins only): the quantity limit Gumroad holds on the sailing's product, read
 * through Gumroad's API (`GET /v2/products/:id`), beside the boat's capacity, for the sailing's admin page.
 */
export const sailingGumroadLimitRequestSchema = object({
  slug: string().trim().required('Name the sailing').max(SAILING_LIMITS.slugMax, 'Name the sailing'),
});
export type SailingGumroadLimitRequest = InferType<typeof sailingGumroadLimitRequestSchema>;

export type SailingGumroadLimitResponse = { capacity: number; permalink: string } & (
  | { outcome: 'found'; productName: string; maxPurchaseCount: number | null }
  /** Gumroad answered that it has no product by that permalink or id. */
  | { outcome: 'not-found' }
  /** Gumroad could not be asked, or refused: `message` says why, for the owner. */
  | { outcome: 'unreachable'; message: string }
);

export const SAILING_GUMROAD_LIMIT = callable<SailingGumroadLimitRequest, SailingGumroadLimitResponse>('sailingGumroadLimit');
