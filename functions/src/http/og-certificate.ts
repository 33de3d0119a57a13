import { REGION } from '../config';
import { SCALING } from '../scaling';
import { replyingFunction } from './reply';
import { shareReply } from './share-reply';

/** The spec's share-preview function: certificate and quiz result pictures, and the `?id=&app=` preview (share-reply.ts). */
export const ogCertificate = replyingFunction({ region: REGION, ...SCALING.ogCertificate, memory: '512MiB' }, shareReply);
