import { FirebaseError } from 'firebase/app';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFirestore, useFunctions } from 'reactfire';
import { aboardCount, judgeScan, ticketIdFromCode, type CheckInOutcome } from '@shared/check-in/check-in';
import { MAX_SCANS_PER_CALL, type CheckInResult } from '@shared/contracts/check-in-tickets';
import {
  sendScans,
  storedManifest,
  storedQueue,
  storeManifest,
  storeQueue,
  watchManifest,
  type QueuedScan,
  type StoredManifest,
} from '../api/check-in';

/** What the screen shows for the last scan. */
export interface ScanVerdict {
  outcome: CheckInOutcome;
  holderName: string | null;
  founder: boolean;
  checkedInAt: number | null;
  /** Judged on this phone's manifest while offline, and waiting to be sent. */
  queued: boolean;
  /** Counts up on every verdict, so the same verdict twice still shows as new. */
  serial: number;
}

/** A queued check-in the server found another phone had made first. */
export interface SyncClash {
  ticketId: string;
  holderName: string | null;
  checkedInAt: number | null;
}

/** The camera sees a code many times a second: the same code within this is one scan. */
const SAME_CODE_MS = 3000;
const RETRY_SYNC_MS = 15_000;

const newScanId = () => crypto.randomUUID();

/** The SDK's words for "no answer came": the scan is judged on the phone and kept for later. */
const unanswered = (err: unknown) =>
  !navigator.onLine || (err instanceof FirebaseError && /unavailable|internal|deadline-exceeded/.test(err.code));

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/**
 * Check-in at the gangway of one sailing: its manifest (live while online, kept on the phone for when it is not),
 * each scan judged by the server or, offline, by the same rule on the kept manifest and queued, and the queue sent
 * as soon as the phone is back online.
 */
export function useCheckIn(slug: string) {
  const db = useFirestore();
  const functions = useFunctions();
  const online = useOnline();
  const [manifest, setManifest] = useState<StoredManifest | null>(() => storedManifest(slug));
  const [manifestError, setManifestError] = useState<string | null>(null);
  const [queue, setQueue] = useState<QueuedScan[]>(storedQueue);
  const [verdict, setVerdict] = useState<ScanVerdict | null>(null);
  const [clashes, setClashes] = useState<SyncClash[]>([]);
  const lastCode = useRef<{ code: string; at: number } | null>(null);
  const serial = useRef(0);
  const syncing = useRef(false);

  // One sailing per mount (the screen keys it by slug), so the state's first value is this sailing's copy.
  useEffect(() => {
    return watchManifest(
      db,
      slug,
      (tickets) => {
        const next = { tickets, loadedAt: Date.now() };
        storeManifest(slug, next);
        setManifest(next);
        setManifestError(null);
      },
      () => setManifestError('The manifest could not be refreshed; this phone keeps the copy it has.'),
    );
  }, [db, slug]);

  const updateQueue = useCallback((change: (queue: QueuedScan[]) => QueuedScan[]) => {
    // Read and written at once, so a scan queued while a sync is out is not lost when the sync's answer lands.
    const next = change(storedQueue());
    storeQueue(next);
    setQueue(next);
  }, []);

  // The kept manifest with this phone's unsent check-ins on it: what an offline scan is judged against.
  const tickets = useMemo(() => {
    const queued = new Map(queue.filter((q) => q.sailing === slug).map((q) => [q.ticketId, q.scannedAt]));
    return (manifest?.tickets ?? []).map((t) =>
      t.checked_in_at === null && queued.has(t.id) ? { ...t, checked_in_at: queued.get(t.id)! } : t,
    );
  }, [manifest, queue, slug]);

  const show = useCallback((v: Omit<ScanVerdict, 'serial'>) => setVerdict({ ...v, serial: ++serial.current }), []);

  const showResult = useCallback(
    (r: CheckInResult) =>
      show({ outcome: r.outcome, holderName: r.holderName, founder: r.founder, checkedInAt: r.checkedInAt, queued: false }),
    [show],
  );

  const judgeHere = useCallback(
    (scan: QueuedScan) => {
      const ticket = tickets.find((t) => t.id === scan.ticketId) ?? null;
      const outcome = judgeScan(ticket, slug);
      if (outcome === 'checked-in') updateQueue((q) => [...q, scan]);
      show({
        outcome,
        holderName: ticket?.holder_name ?? null,
        founder: !!ticket?.founder,
        checkedInAt: outcome === 'checked-in' ? scan.scannedAt : (ticket?.checked_in_at ?? null),
        queued: outcome === 'checked-in',
      });
    },
    [tickets, slug, show, updateQueue],
  );

  /** A code read by the camera or typed: a page address or a bare ticket id. */
  const scan = useCallback(
    async (code: string, { fromCamera = false } = {}) => {
      const now = Date.now();
      if (fromCamera && lastCode.current?.code === code && now - lastCode.current.at < SAME_CODE_MS) return;
      lastCode.current = { code, at: now };
      const ticketId = ticketIdFromCode(code);
      if (!ticketId) {
        show({ outcome: 'unknown', holderName: null, founder: false, checkedInAt: null, queued: false });
        return;
      }
      const pending: QueuedScan = { scanId: newScanId(), ticketId, sailing: slug, scannedAt: now };
      if (!navigator.onLine) {
        judgeHere(pending);
        return;
      }
      try {
        const [result] = await sendScans(functions, slug, [pending]);
        showResult(result!);
      } catch (err) {
        if (!unanswered(err)) throw err;
        judgeHere(pending);
      }
    },
    [functions, slug, show, showResult, judgeHere],
  );

  const sync = useCallback(async () => {
    const waiting = storedQueue();
    if (syncing.current || !waiting.length || !navigator.onLine) return;
    syncing.current = true;
    try {
      for (const sailing of new Set(waiting.map((q) => q.sailing))) {
        const scans = waiting.filter((q) => q.sailing === sailing);
        for (let i = 0; i < scans.length; i += MAX_SCANS_PER_CALL) {
          const batch = scans.slice(i, i + MAX_SCANS_PER_CALL);
          const results = await sendScans(functions, sailing, batch);
          const sent = new Set(batch.map((s) => s.scanId));
          updateQueue((q) => q.filter((s) => !sent.has(s.scanId)));
          const lost = results.filter((r) => r.outcome !== 'checked-in');
          if (lost.length)
            setClashes((c) => [...c, ...lost.map((r) => ({ ticketId: r.ticketId, holderName: r.holderName, checkedInAt: r.checkedInAt }))]);
        }
      }
    } catch (err) {
      // Still no answer: the queue stays, and the next retry or "online" event sends it.
      if (!unanswered(err)) throw err;
    } finally {
      syncing.current = false;
    }
  }, [functions, updateQueue]);

  useEffect(() => {
    if (!online || !queue.length) return;
    const first = window.setTimeout(() => void sync(), 0);
    const retry = window.setInterval(() => void sync(), RETRY_SYNC_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(retry);
    };
  }, [online, queue.length, sync]);

  return {
    online,
    tickets,
    loadedAt: manifest?.loadedAt ?? null,
    manifestError,
    count: aboardCount(tickets),
    waiting: queue.length,
    verdict,
    clashes,
    dismissClashes: () => setClashes([]),
    scan,
  };
}
