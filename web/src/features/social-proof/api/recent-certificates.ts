import { FOUNDERS_FEEDS, FOUNDERS_FEED_REFRESH_MS, parseFounders, sameFounders, type Founder } from '@shared/certificates/founders-feed';
import { pollJson } from '@/lib/poll-json';
import type { RecentCertificate } from './toast-copy';

const newest = pollJson<Founder[]>(FOUNDERS_FEEDS.newest.path, parseFounders, sameFounders, FOUNDERS_FEED_REFRESH_MS);

/**
 * The newest 20 certificates, kept live by a poll of /api/founders/newest:
 * each answer is the current newest 20, so a certificate issued while the page
 * is open arrives at the front and the oldest drops off.
 */
export function watchRecentCertificates(onChange: (list: RecentCertificate[]) => void): () => void {
  return newest.subscribe(() => onChange(newest.current() ?? []));
}
