import { useCallback } from 'react';
import { usePreparedFile } from '@/hooks/use-prepared-file';
import { fetchPng } from '@/lib/share-file';
import { openShareSheet, type ShareSupport } from '@/lib/web-share';
import type { ShareAction } from './share-action';

/** Fetched once the page has settled, so the picture does not compete with the page's own first load. */
const PREFETCH_DELAY_MS = 1500;

/**
 * "Share to story" where the share sheet takes files: the 1080x1920 picture,
 * fetched from this site ahead of the tap, goes to the sheet (Instagram and
 * TikTok offer it as a story). Elsewhere, or until the picture has arrived,
 * the same link downloads it: "Download for stories".
 */
export function useStoryAction(imageUrl: string, fileName: string, support: ShareSupport): ShareAction {
  const make = useCallback(() => fetchPng(imageUrl), [imageUrl]);
  const file = usePreparedFile(support === 'files' ? make : null, fileName, PREFETCH_DELAY_MS);
  const link = { href: imageUrl, download: fileName };
  if (support !== 'files') return { network: 'story-download', label: 'Download for stories', ...link };
  return {
    network: file ? 'story-share' : 'story-download',
    label: 'Share to story',
    ...link,
    onClick: (event) => {
      if (!file) return;
      event.preventDefault();
      openShareSheet({ files: [file] }).catch((err) => console.error('Story share failed', err));
    },
  };
}
