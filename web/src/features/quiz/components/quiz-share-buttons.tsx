import Box from '@mui/material/Box';
import type { QuizResult } from '@shared/quiz/results';
import { quizResultPath, quizResultStoryImagePath } from '@shared/paths';
import { ActionAnchor, ActionButton } from '@/components/actions/action-link';
import { actionLinkProps, tapAction, type ShareAction } from '@/components/share/share-action';
import { useStoryAction } from '@/components/share/use-story-action';
import { LINKS, SITE } from '@/config/site';
import { useShareSupport } from '@/hooks/use-share-support';
import { trackShareTap } from '@/lib/insights';
import { ISLAND_ATTRIBUTE } from '@/islands/island';
import { NO_SHARE_SHEET, openShareSheet, type ShareNetwork } from '@/lib/web-share';

/**
 * The result's share targets: the phone's share sheet where there is one,
 * X and Facebook, and the 1080x1920 story picture ("Share to story" where the
 * sheet takes files, "Download for stories" elsewhere). Every tap is counted.
 */
export function QuizShareButtons({ result }: { result: QuizResult }) {
  const onShare = (tap: ShareNetwork) => trackShareTap('quiz_result', tap, result.type);
  const support = useShareSupport();
  // The canonical result address, so a shared link previews this result (Hosting serves its share tags).
  const shareUrl = `${SITE.origin}${quizResultPath(result.type)}`;
  const story = useStoryAction(quizResultStoryImagePath(result.type), `cleveland-floaters-${result.type}-story.png`, support);
  const actions: ShareAction[] = [
    ...(support === 'none'
      ? []
      : [
          {
            network: 'share-sheet',
            label: 'Share',
            onClick: () => {
              openShareSheet({ text: result.shareText, url: shareUrl }).catch((err) => console.error('Share failed', err));
            },
          } as const,
        ]),
    {
      network: 'x',
      label: 'Share on X',
      href: `${LINKS.shareOnX}?${new URLSearchParams({ text: result.shareText, url: shareUrl })}`,
      external: true,
    },
    {
      network: 'facebook',
      label: 'Share on Facebook',
      href: `${LINKS.shareOnFacebook}?${new URLSearchParams({ u: shareUrl })}`,
      external: true,
    },
    story,
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {actions.map((action) =>
        action.href ? (
          <ActionAnchor key={action.network} tone="navy" {...actionLinkProps(action)} onClick={(e) => tapAction(action, onShare, e)}>
            {action.label}
          </ActionAnchor>
        ) : (
          <ActionButton
            key={action.network}
            type="button"
            tone="navy"
            // The server paints the buttons of a browser with a share sheet; this fits them to one without until the island starts.
            sx={action.network === 'share-sheet' ? { [`${NO_SHARE_SHEET} &`]: { display: 'none' } } : undefined}
            onClick={(e) => tapAction(action, onShare, e)}
          >
            {action.label}
          </ActionButton>
        ),
      )}
    </Box>
  );
}

/**
 * The share toolbar on the result page: on a page of islands the `quiz-share`
 * island (app/islands/quiz-share-root.tsx), hydrated when the visitor first touches
 * it; a tap made before then is replayed once it is live.
 */
export function QuizShare({ result }: { result: QuizResult }) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: 'quiz-share' }} data-result={result.type}>
      <QuizShareButtons result={result} />
    </div>
  );
}
