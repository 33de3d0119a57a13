import { onSchedule } from 'firebase-functions/v2/scheduler';
import { EMAIL_SECRETS, REGION } from '../config';
import { SCALING } from '../scaling';
import { passExpiredOffers } from './waitlist-offers';

/**
 * Every five minutes: waitlist offers that ran out pass to the next in line (waitlist-offers.ts), and offer emails a
 * failed send left unsent go out. Locally the Functions emulator runs no schedules; `npm start` calls
 * passExpiredOffers with the broadcasts' tick.
 */
export const passWaitlistOffers = onSchedule(
  { schedule: 'every 5 minutes', region: REGION, secrets: EMAIL_SECRETS, retryCount: 0, ...SCALING.passWaitlistOffers },
  async () => {
    await passExpiredOffers();
  },
);
