import { callFunction } from '@/lib/call-function';
import { firebaseServices } from '@/lib/firebase';
import { SAILING_BUY_LINK, type SailingBuyLinkResponse } from '@shared/contracts/sailing-buy-link';

/**
 * The checkout link the signed-in visitor may use now (in the founders' presale: a founder's, with their sealed
 * token), or null without a session. The callable refuses anyone else with words for them (functions/src/sailings/buy-link.ts).
 */
export async function buyLinkForMember(slug: string): Promise<SailingBuyLinkResponse | null> {
  const { auth, functions } = firebaseServices();
  await auth.authStateReady();
  if (!auth.currentUser) return null;
  return callFunction(functions, SAILING_BUY_LINK, { slug });
}
