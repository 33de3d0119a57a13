import { collection, doc, query, where, type Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { callFunction } from '@/lib/call-function';
import { COLLECTIONS } from '@shared/collections';
import { SAILING_GUMROAD_LIMIT } from '@shared/contracts/sailing-gumroad-limit';

/** Every seat sale of the sailing, ticketed, held or refunded (admins read them: firestore.rules, sailing_orders). */
export const sailingOrdersQuery = (db: Firestore, slug: string) =>
  query(collection(db, COLLECTIONS.sailingOrders), where('sailing_slug', '==', slug));

/** Every ticket of the sailing, valid or void (admins and crew read them: firestore.rules, tickets). */
export const sailingTicketsQuery = (db: Firestore, slug: string) => query(collection(db, COLLECTIONS.tickets), where('sailing_slug', '==', slug));

export const sailingDoc = (db: Firestore, slug: string) => doc(db, COLLECTIONS.sailings, slug);

export const sailingGumroadLimit = (functions: Functions, slug: string) => callFunction(functions, SAILING_GUMROAD_LIMIT, { slug });
