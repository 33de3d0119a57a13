import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localSendGridWebhookKey } from '../../scripts/lib/emulator-setup';
import { ROOT } from '../../scripts/lib/ports';

/**
 * The secrets and params the functions emulator runs with (functions/.secret.local
 * and .env.local), copied into this process so tests can run function code
 * directly or sign what the emulated functions verify.
 */
export function loadLocalFunctionSecrets(): void {
  const text = readFileSync(join(ROOT, 'functions', '.secret.local'), 'utf8');
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) process.env[match[1]!] = match[2]!;
  }
  process.env.SENDGRID_WEBHOOK_PUBLIC_KEY = localSendGridWebhookKey().publicKey;
}
