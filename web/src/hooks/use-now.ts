import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs`, so time-dependent copy updates on an open page. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
