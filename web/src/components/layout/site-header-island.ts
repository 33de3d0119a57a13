import { undoAll } from '@/islands/island';
import { attachMemberLinks } from './member-links';
import { attachSiteMenu } from './site-menu';

/** The header's island (site-header.tsx): plain DOM, so pages without React carry no React for it. */
export const SITE_HEADER_ISLAND = 'site-header';

export const attachSiteHeader = (header: HTMLElement) => undoAll(attachSiteMenu(header), attachMemberLinks(header));
