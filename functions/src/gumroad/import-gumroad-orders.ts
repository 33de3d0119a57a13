import { onCall } from 'firebase-functions/v2/https';
import { EMAIL_SECRETS, REGION } from '../config';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import {
  IMPORT_TIMEOUT_SECONDS,
  importGumroadOrdersRequestSchema,
  type ImportGumroadOrdersResponse,
} from '../shared/contracts/import-gumroad-orders';
import { runImport } from './import-run';
import { SCALING } from '../scaling';
import { requireAppCheck } from '../lib/app-check';

/** /admin/import-gumroad sends the whole Sales CSV and an id to follow the progress by. */
export const importGumroadOrders = onCall(
  { region: REGION, ...SCALING.importGumroadOrders, timeoutSeconds: IMPORT_TIMEOUT_SECONDS, memory: '1GiB', secrets: EMAIL_SECRETS },
  async (request): Promise<ImportGumroadOrdersResponse> => {
    requireAppCheck(request);
    const admin = requireAdmin(request, { signedOut: 'Sign in as an admin to import orders.', notAdmin: 'Only admins can import orders.' });
    return { results: await runImport(parseOrThrow(importGumroadOrdersRequestSchema, request.data), admin.uid) };
  },
);
