import Box from '@mui/material/Box';
import type { QuizResult } from '@shared/quiz/results';
import { quizResultPath, quizResultStoryImagePath } from '@shared/paths';
import { ActionAnchor, ActionButton } from '@/components/actions/action-link';
import { actionLinkProps, tapAction, type ShareAction } from '@/components/share/share-action';
import { useStoryAction } from '@/components/share/use-story-action';
import { LINKS, SITE } from '@/config/site';
import { useShareSupport } from '@/hooks/use-share-support';
import { openShareSheet, type ShareNetwork } from '@/lib/web-share';

interface QuizShareButtonsProps {
  result: QuizResult;
  /** Called with the target of every share tap (for insight events). */
  onShare?: (network: ShareNetwork) => void;
}

/**
 * The result's share targets: the phone's share sheet where there is one,
 * X and Facebook, and the 1080x1920 story picture ("Share to story" where the
 * sheet takes files, "Download for stories" elsewhere).
 */
export function QuizShareButtons({ result, onShare }: QuizShareButtonsProps) {
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
          <ActionButton key={action.network} type="button" tone="navy" onClick={(e) => tapAction(action, onShare, e)}>
            {action.label}
          </ActionButton>
        ),
      )}
    </Box>
  );
}
