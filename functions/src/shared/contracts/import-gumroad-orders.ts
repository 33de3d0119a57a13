import { mixed, object, string, type InferType } from 'yup';
import { callable } from './callable';
import { formatCount } from '../format-count';

/**
 * What the /admin/import-gumroad page and the importGumroadOrders callable
 * agree on: the request, the limits the page checks before uploading (the
 * function checks them again) and the shape of the result.
 */

/** Callable requests are capped by the platform at 10 MB; leave room for JSON escaping. */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

export const IMPORT_LIMIT_MESSAGES = {
  tooLarge: `This file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Export a shorter date range from Gumroad and import the files one by one.`,
  tooManyRows: `This file has more than ${formatCount(IMPORT_MAX_ROWS)} sales. Export a shorter date range from Gumroad and import the files one by one.`,
  empty: 'This file is empty. Choose the Sales CSV you exported from Gumroad.',
  notGumroad: "This file is not a Gumroad Sales export: its header row lacks the 'Purchase ID' and 'Purchase Email' columns.",
} as const;

export type ImportRowStatus = 'success' | 'error' | 'skipped';

export interface ImportRowDetail {
  /** 1-based line of the sale in the file's data rows (the header is row 0). */
  row: number;
  email: string;
  status: ImportRowStatus;
  /** Why a row was skipped or failed; for a success, the member number it got. */
  reason: string;
}

export interface ImportResult {
  success: number;
  errors: number;
  skipped: number;
  details: ImportRowDetail[];
}

const CHOOSE_FILE = 'Choose the Sales CSV exported from Gumroad.';

export const importGumroadOrdersRequestSchema = object({
  // strict: a number or an object is refused, not turned into text.
  csvData: string().strict().typeError(CHOOSE_FILE).defined(CHOOSE_FILE).nonNullable(CHOOSE_FILE),
  /** Id of the `gumroad_imports` document the page listens to for progress; without a usable one the import runs unwatched. */
  importId: mixed<string>().transform((id: unknown) => (importIdIsValid(id) ? id : undefined)),
});
export type ImportGumroadOrdersRequest = InferType<typeof importGumroadOrdersRequestSchema>;

export interface ImportGumroadOrdersResponse {
  results: ImportResult;
}

export const IMPORT_GUMROAD_ORDERS = callable<ImportGumroadOrdersRequest, ImportGumroadOrdersResponse>('importGumroadOrders');

/** The import function's time limit; a run still 'running' after it was cut off by the platform. */
export const IMPORT_TIMEOUT_SECONDS = 1800;
/** Progress is written every few rows; this long without a write means the run died (a crash ends it without a word). */
export const IMPORT_HEARTBEAT_STALE_MS = 10 * 60 * 1000;

export const IMPORT_INTERRUPTED_MESSAGE =
  'This import was cut off before it finished. Rows already imported are kept: import the same file again to finish it (it picks up where this one stopped; nobody is added or emailed twice).';

/** `gumroad_imports/{importId}`: progress of one import, written by the function, read by admins. */
export interface ImportProgress {
  status: 'running' | 'done' | 'failed';
  total: number;
  processed: number;
  success: number;
  errors: number;
  skipped: number;
}

export type ImportRunState = ImportProgress['status'] | 'interrupted';

/**
 * How a stored import reads now: one still 'running' past its deadline
 * (`deadline_at`, set when it starts) or with a long-stale `heartbeat_at` was
 * cut off, and nothing will ever mark it done.
 */
export function importRunState(
  run: { status: ImportProgress['status']; deadline_at_ms: number | null; heartbeat_at_ms: number | null },
  nowMs: number,
): ImportRunState {
  if (run.status !== 'running') return run.status;
  if (run.deadline_at_ms !== null && nowMs > run.deadline_at_ms) return 'interrupted';
  if (run.heartbeat_at_ms !== null && nowMs - run.heartbeat_at_ms > IMPORT_HEARTBEAT_STALE_MS) return 'interrupted';
  return 'running';
}

export function importIdIsValid(id: unknown): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{8,40}$/.test(id);
}
