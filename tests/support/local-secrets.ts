import { localFunctionSecrets, localSendGridWebhookKey } from '../../scripts/lib/emulator-setup';

/**
 * The secrets and params the functions emulator runs with (its .secret.local and .env.local), copied into this
 * process so tests can run function code directly or sign what the emulated functions verify. Taken from where
 * those files are written, not read back: a stack at a FLOATERS_PORT_OFFSET writes them to a folder of its own.
 */
export function loadLocalFunctionSecrets(): void {
  Object.assign(process.env, localFunctionSecrets());
  process.env.SENDGRID_WEBHOOK_PUBLIC_KEY = localSendGridWebhookKey().publicKey;
}
