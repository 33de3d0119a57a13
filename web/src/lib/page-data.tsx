import { createContext, useContext } from 'react';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shared/certificates/page-data';

export const PageDataContext = createContext<PageData>({});

/** What the server painted this page from; empty for pages rendered in the browser only. */
export function usePageData(): PageData {
  return useContext(PageDataContext);
}

/** The page's non-executable JSON payload, if the server sent one. */
export function readPageData(): PageData {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageData;
  } catch (err) {
    console.error('Page data could not be read', err);
    return {};
  }
}
