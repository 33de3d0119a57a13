import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shared/pages/page-data';

/** The page's non-executable JSON payload, if the server sent one. Without React, for islands that only read it. */
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
