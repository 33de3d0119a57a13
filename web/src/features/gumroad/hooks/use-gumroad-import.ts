import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirestore, useFunctions } from 'reactfire';
import { callableErrorMessage } from '@/lib/callable-error';
import {
  IMPORT_LIMIT_MESSAGES,
  IMPORT_MAX_BYTES,
  importRunState,
  type ImportProgress,
  type ImportResult,
} from '@shared/contracts/import-gumroad-orders';
import { importGumroadOrders, newImportId, watchImportProgress, watchLatestImport, type LatestImport } from '../api/import-gumroad-orders';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'importing'; progress: ImportProgress | null }
  | { phase: 'done'; result: ImportResult }
  | { phase: 'failed'; message: string };

/** The same checks the function makes, done before uploading so a wrong file fails at once. */
export function checkFile(file: File): string | null {
  if (file.size === 0) return IMPORT_LIMIT_MESSAGES.empty;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_LIMIT_MESSAGES.tooLarge;
  return null;
}

/**
 * Runs one import: sends the file's text to importGumroadOrders and follows
 * the progress the function writes to Firestore while it works.
 */
export function useGumroadImport() {
  const firestore = useFirestore();
  const functions = useFunctions();
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const running = useRef(false);

  const start = useCallback(
    async (file: File): Promise<ImportState> => {
      if (running.current) return { phase: 'failed', message: 'An import is already running.' };
      const problem = checkFile(file);
      if (problem) {
        const failed: ImportState = { phase: 'failed', message: problem };
        setState(failed);
        return failed;
      }
      running.current = true;
      setState({ phase: 'importing', progress: null });
      const importId = newImportId(firestore);
      const stop = watchImportProgress(firestore, importId, (progress) =>
        setState((current) => (current.phase === 'importing' ? { phase: 'importing', progress } : current)),
      );
      let outcome: ImportState;
      try {
        outcome = { phase: 'done', result: await importGumroadOrders(functions, { csvData: await file.text(), importId }) };
      } catch (err) {
        outcome = {
          phase: 'failed',
          message: callableErrorMessage(err, 'The import could not be completed. Check your connection and try again.'),
        };
      } finally {
        stop();
        running.current = false;
      }
      setState(outcome);
      return outcome;
    },
    [firestore, functions],
  );

  return { state, start };
}

/** How often the page looks again whether the newest import has run out of time. */
const RECHECK_MS = 30_000;

/**
 * The newest import when it was cut off (past its time limit, or silent for
 * long) and so will never finish by itself; null otherwise.
 */
export function useInterruptedImport(): LatestImport | null {
  const firestore = useFirestore();
  const [latest, setLatest] = useState<LatestImport | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => watchLatestImport(firestore, setLatest), [firestore]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return latest && importRunState(latest, now) === 'interrupted' ? latest : null;
}
