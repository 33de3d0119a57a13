import { createContext, useContext } from 'react';
import type { PageData } from '@shared/pages/page-data';

export const PageDataContext = createContext<PageData>({});

/** What the server painted this page from; empty for pages rendered in the browser only. */
export function usePageData(): PageData {
  return useContext(PageDataContext);
}
