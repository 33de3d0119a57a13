import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { certificateIdOf } from '@/lib/own-certificate';

/**
 * The certificate the signed-in member `uid` holds: undefined while it is looked up (or with no one to look up),
 * null when they have none. A failed lookup counts as none: the form is still there, and the server hands a buyer's
 * certificate back on submit.
 */
export function useOwnCertificate(uid: string | null): string | null | undefined {
  const firestore = useFirestore();
  const [found, setFound] = useState<{ uid: string; id: string | null }>();
  useEffect(() => {
    if (!uid) return;
    let current = true;
    certificateIdOf(firestore, uid)
      .catch((err: unknown) => {
        console.error('Own certificate lookup failed', err);
        return null;
      })
      .then((id) => current && setFound({ uid, id }));
    return () => {
      current = false;
    };
  }, [firestore, uid]);
  return uid && found?.uid === uid ? found.id : undefined;
}
