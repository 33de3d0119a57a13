import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer, { type EmotionServer } from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import { withEntryScript, type PageEntry } from '@shared/html/app-shell';
import { jsonScriptTag } from '@shared/html/json-script';
import { replaceHeadTags } from '@shared/html/head-tags';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shared/pages/page-data';
import { ThemeProvider } from '@mui/material/styles';
import { isDeferredAppPage, SIGN_IN_FIRST_TEMPLATE_ID, signInFirstOf } from '@/islands/until-app-live';
import { isIslandPage } from '@/islands/island';
import { LAUNCH_DEFAULTS } from '@/config/site';
import { App } from './app/app';
import { routes } from './app/routes';
import { theme } from '@/lib/theme';

/**
 * Server rendering of the SPA: at build time for static pages (scripts/prerender.ts) and per request by the `pages`
 * function (certificates, Wall of Fame). The browser hydrates it, or starts its islands on a page of islands, or
 * hydrates on first move on a DEFERRED_APP page.
 */
/** The season dates this build's pages speak from until the owner saves them: what the function draws the sell sheet from too. */
export const launchDefaults = LAUNCH_DEFAULTS;

export interface RenderOptions {
  /** Data the page paints from; sent along as a JSON payload so the browser's first render is the same. */
  pageData?: PageData;
  /** Put the page's own title and meta tags in <head> (false when the caller has set them already). */
  headTags?: boolean;
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) out += decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

// React hoists <title>, <meta> and <link> ahead of the markup when it renders a fragment of a page.
const LEADING_HEAD_TAGS = /^(?:<(?:title>[\s\S]*?<\/title>|meta\b[^>]*\/?>|link\b[^>]*\/?>))+/;

const handlesOf = (url: string): unknown[] => matchRoutes(routes, url)?.map((m) => m.route.handle) ?? [];

function entryFor(handles: unknown[]): PageEntry {
  if (handles.some(isIslandPage)) return 'islands';
  return handles.some(isDeferredAppPage) ? 'deferred-app' : 'app';
}

/** The app's toast for a page to show before its app starts (islands/until-app-live.ts), or nothing. */
async function signInFirstTemplate(handles: unknown[], cache: EmotionCache): Promise<string> {
  const toast = handles.map(signInFirstOf).find(Boolean);
  if (!toast) return '';
  // Loaded here only: the browser's bundle keeps it a chunk of its own, loaded with the app's first toast.
  const { default: ToastView } = await import('@/components/feedback/toast-view');
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <ToastView toast={{ ...toast, key: 0 }} open appear={false} onClose={() => {}} />
      </ThemeProvider>
    </CacheProvider>,
  );
  return `<template id="${SIGN_IN_FIRST_TEMPLATE_ID}">${await streamToString(prelude)}</template>`;
}

/**
 * Emotion's style tags, marked as already in place (`data-s`, as Emotion marks those it has moved): without the mark,
 * the first island that creates an Emotion cache moves every one of them to the end of <head>, and the browser styles
 * the whole page again while that island starts. They are at the end of <head> already.
 */
function styleTags({ styles }: ReturnType<EmotionServer['extractCriticalToChunks']>): string {
  return styles.map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`).join('');
}

/** `shell` is the built index.html (an empty #root); returns it with the page rendered in. */
export async function renderPage(shell: string, url: string, { pageData = {}, headTags = true }: RenderOptions = {}): Promise<string> {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <App router={router} pageData={pageData} />
      </CacheProvider>
    </StrictMode>,
    // One piece: no boundary is streamed later with an inline script (the Content-Security-Policy allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const rendered = await streamToString(prelude);
  const head = LEADING_HEAD_TAGS.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(head.length);
  const handles = handlesOf(url);
  const toast = await signInFirstTemplate(handles, cache);
  const styles = styleTags(emotion.extractCriticalToChunks(body + toast));
  const payload = Object.keys(pageData).length ? jsonScriptTag(PAGE_DATA_ELEMENT_ID, pageData) : '';
  const page = withEntryScript(shell, entryFor(handles));
  const withHead = headTags && head ? replaceHeadTags(page, head) : page;
  return withHead
    .replace(/<\/head>/i, () => `${styles}\n  </head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>${toast}${payload}`);
}
