import type { User } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';
import { useAfterLoad } from '@/hooks/use-after-load';
import { hasSessionHint } from '@/lib/session-hint';

type AuthClient = typeof import('../api/auth-client');
const loadAuthClient = (): Promise<AuthClient> => import('../api/auth-client');

export interface AuthClientState {
  /** undefined until the SDK has said who is signed in. */
  user: User | null | undefined;
  /** The SDK's calls, loading them first if needed. */
  load: () => Promise<AuthClient>;
  /** The visitor has started on the form: load the SDK now rather than when the browser is idle. */
  preload: () => void;
}

/** The Auth SDK for a page that paints before it: loaded at once with a session hint, else on interaction or when idle. */
export function useAuthClient(): AuthClientState {
  const [waitForSession] = useState(hasSessionHint);
  const [interacted, setInteracted] = useState(false);
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const idle = useAfterLoad(0);
  const active = waitForSession || interacted || idle;
  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadAuthClient().then(
      (client) => {
        if (!cancelled) stop = client.watchUser(setUser);
      },
      (err) => console.error('The sign-in service could not be loaded', err),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active]);
  const preload = useCallback(() => setInteracted(true), []);
  return { user, load: loadAuthClient, preload };
}
