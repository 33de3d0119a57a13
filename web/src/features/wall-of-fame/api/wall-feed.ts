import { FOUNDERS_FEEDS, FOUNDERS_FEED_REFRESH_MS, parseFounders, sameFounders, type Founder } from '@shared/certificates/founders-feed';
import { pollJson } from '@/lib/poll-json';

/**
 * The first founders, live: one poll of /api/founders/first for the page,
 * however many parts follow it. The Wall of Fame's island follows it without
 * React and hands over to the React list (which follows it too) only once the
 * founders differ from the served ones; the list then starts from the latest
 * answer, and no answer falls between the two.
 */
const wall = pollJson<Founder[]>(FOUNDERS_FEEDS.first.path, parseFounders, sameFounders, FOUNDERS_FEED_REFRESH_MS);

/** Calls `onChange` whenever the founders change, until the returned cleanup; the first answer is a change. */
export const followWall = wall.subscribe;

/** The founders of the feed's last answer; null before its first. */
export const wallFounders = wall.current;
