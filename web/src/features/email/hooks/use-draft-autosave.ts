import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirestore, useUser } from 'reactfire';
import { newDraftId, saveDraft, type DraftContent } from '../api/broadcasts';

/** How long typing pauses before the draft is saved: a save per pause, not per keystroke. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveState = 'unchanged' | 'pending' | 'saving' | 'saved' | 'failed';

/** What tells two versions of an email apart; spaces at either end do not (the forms' schemas trim them away). */
export const draftKey = (c: DraftContent) => JSON.stringify([c.name, c.subject, c.preheader, c.body, c.body_doc].map((f) => f.trim()));

/**
 * Saves the compose form into one draft when typing pauses, and at once on `save`. Saves run in order; a failed one
 * is retried at the next change. Nothing is saved until `key` (draftKey now) differs from `baseline` (as opened).
 */
export function useDraftAutosave({
  draftId,
  key,
  baseline,
  content,
  onCreated,
}: {
  draftId: string | null;
  key: string;
  baseline: string | null;
  content: () => Promise<DraftContent>;
  onCreated: (id: string) => void;
}) {
  const db = useFirestore();
  const { data: user } = useUser();
  const [id] = useState(() => draftId ?? newDraftId(db));
  const exists = useRef(draftId !== null);
  const savedKey = useRef<string | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [state, setState] = useState<SaveState>('unchanged');
  const [error, setError] = useState<unknown>(null);
  const latest = useRef({ content, onCreated, uid: user?.uid });
  useEffect(() => {
    latest.current = { content, onCreated, uid: user?.uid };
  });

  /** Saves what the form holds now (nothing when that is saved already) and resolves with the draft's id. */
  const save = useCallback((): Promise<string> => {
    const run = queue.current.then(async () => {
      const now = await latest.current.content();
      const k = draftKey(now);
      if (k === savedKey.current) return id;
      const uid = latest.current.uid;
      if (!uid) throw new Error('You must be logged in');
      setState('saving');
      try {
        await saveDraft(db, id, uid, now, exists.current);
      } catch (err) {
        setState('failed');
        setError(err);
        throw err;
      }
      if (!exists.current) latest.current.onCreated(id);
      exists.current = true;
      savedKey.current = k;
      setError(null);
      setState('saved');
      return id;
    });
    queue.current = run.catch(() => {});
    return run;
  }, [db, id]);

  useEffect(() => {
    if (baseline === null) return;
    savedKey.current ??= baseline;
    if (key === savedKey.current) return;
    setState((s) => (s === 'failed' ? s : 'pending'));
    const timer = setTimeout(() => save().catch(() => {}), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, baseline, save]);

  return { id, state, error, save };
}
