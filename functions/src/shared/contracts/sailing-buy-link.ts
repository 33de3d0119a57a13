import { object, string, type InferType } from 'yup';
import { callable } from './callable';

/**
 * The sailingBuyLink callable: the checkout link a signed-in visitor may use now. In the founders' presale only
 * a founding member gets one, carrying their sealed presale token; the page never holds it in its HTML.
 */
export const sailingBuyLinkRequestSchema = object({
  slug: string().trim().required('Name the sailing').max(60, 'Name the sailing'),
});
export type SailingBuyLinkRequest = InferType<typeof sailingBuyLinkRequestSchema>;

export interface SailingBuyLinkResponse {
  checkoutUrl: string;
  /** Bought as a founder: the seats count against `seatLimit`. */
  founder: boolean;
  seatLimit: number | null;
}

export const SAILING_BUY_LINK = callable<SailingBuyLinkRequest, SailingBuyLinkResponse>('sailingBuyLink');
