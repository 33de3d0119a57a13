import { FUNCTIONS_REGION, emulatorHosts, firebaseConfig, useEmulators } from '@/config/firebase';
import { functionsOrigin } from '@shared/functions-region';
import { gumroadPingUrl } from '@shared/gumroad/resource-subscriptions';

/**
 * The address to paste into Gumroad (Settings → Advanced → Ping): the
 * deployed function, or the emulator's when the site runs locally. Gumroad
 * does not sign pings, so the secret travels as a query parameter.
 */
export function gumroadWebhookUrl(secret: string): string {
  const base = useEmulators
    ? `http://${emulatorHosts.functions.host}:${emulatorHosts.functions.port}/${firebaseConfig.projectId}/${FUNCTIONS_REGION}/gumroadPing`
    : `${functionsOrigin(firebaseConfig.projectId)}/gumroadPing`;
  return gumroadPingUrl(base, secret);
}
