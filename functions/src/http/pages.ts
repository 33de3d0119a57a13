import { REGION } from '../config';
import { SCALING } from '../scaling';
import { replyingFunction } from './reply';
import { pageReply } from './page-reply';

/** The public pages painted per request (page-reply.ts lists them) and the sell sheet PDF. */
export const pages = replyingFunction({ region: REGION, ...SCALING.pages, memory: '512MiB' }, pageReply);
