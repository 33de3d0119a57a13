import { doc, getDoc, serverTimestamp, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

/**
 * A settings-like document edited by a form: read once (so a live update
 * never overwrites what the admin is typing), saved with an update when it
 * exists or created with `createExtras` on a fresh project.
 */
export function useSingleDoc<T extends DocumentData>(path: string, fallback: T, createExtras: DocumentData = {}) {
  const db = useFirestore();
  const [state, setState] = useState<{ exists: boolean; values: T } | null>(null);
  useEffect(() => {
    getDoc(doc(db, path)).then(
      (snap) => setState({ exists: snap.exists(), values: { ...fallback, ...pick(snap.data() ?? {}, fallback) } }),
      (err) => {
        console.error(`Loading ${path} failed`, err);
        setState({ exists: false, values: fallback });
      },
    );
    // fallback is a constant per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, path]);
  const save = useCallback(
    async (values: T) => {
      const ref = doc(db, path);
      if (state?.exists) await updateDoc(ref, { ...values, updated_at: serverTimestamp() });
      else await setDoc(ref, { ...values, ...createExtras, updated_at: serverTimestamp() });
      setState({ exists: true, values });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [db, path, state?.exists],
  );
  return { loading: state === null, values: state?.values ?? fallback, save };
}

/**
 * Only the form's own fields, and only when stored with the fallback's type
 * (a string, a number, or a list of strings, or of maps where the fallback
 * lists maps), so a save never writes back fields the rules do not let the
 * admin change.
 */
function pick<T extends DocumentData>(data: DocumentData, shape: T): Partial<T> {
  const sameType = (value: unknown, like: unknown) =>
    Array.isArray(like)
      ? Array.isArray(value) && value.every((v) => typeof v === typeof (like[0] ?? ''))
      : typeof value === typeof like;
  return Object.fromEntries(
    Object.keys(shape)
      .filter((k) => sameType(data[k], shape[k]))
      .map((k) => [k, data[k]]),
  ) as Partial<T>;
}
