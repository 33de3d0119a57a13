import { FUNCTIONS_REGION, emulatorHosts, firebaseConfig, useEmulators } from '@/config/firebase';

/**
 * The address to paste into Gumroad (Settings → Advanced → Ping): the
 * deployed function, or the emulator's when the site runs locally. Gumroad
 * does not sign pings, so the secret travels as a query parameter.
 */
export function gumroadWebhookUrl(secret: string): string {
  const base = useEmulators
    ? `http://${emulatorHosts.functions.host}:${emulatorHosts.functions.port}/${firebaseConfig.projectId}/${FUNCTIONS_REGION}/gumroadPing`
    : `https://${FUNCTIONS_REGION}-${firebaseConfig.projectId}.cloudfunctions.net/gumroadPing`;
  return secret ? `${base}?secret=${encodeURIComponent(secret)}` : base;
}
