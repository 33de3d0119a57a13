import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AddCircleOutlineIcon as AddIcon } from '@/components/icons/add-circle-outline-icon';
import { ContentCopyIcon } from '@/components/icons/content-copy-icon';
import { DownloadIcon } from '@/components/icons/download-icon';
import { FacebookIcon } from '@/components/icons/facebook-icon';
import { IosShareIcon } from '@/components/icons/ios-share-icon';
import { LinkedInIcon } from '@/components/icons/linkedin-icon';
import { SmartphoneIcon } from '@/components/icons/smartphone-icon';
import { XIcon } from '@/components/icons/x-icon';
import { useCallback, useEffect, useState, type MouseEvent, type RefObject } from 'react';
import { useToast } from '@/components/feedback/toast-provider';
import { actionLinkProps, tapAction, type ShareAction } from '@/components/share/share-action';
import { useStoryAction } from '@/components/share/use-story-action';
import { LINKS, MEMBERSHIP, SITE } from '@/config/site';
import { useShareSupport } from '@/hooks/use-share-support';
import { preparedShareFile } from '@/lib/share-file';
import { NO_SHARE_SHEET, openShareSheet, type ShareNetwork } from '@/lib/web-share';
import type { PublicCertificate as Certificate } from '@shared/certificates/public-certificate';
import { certificateStoryImagePath } from '@shared/paths';
import {
  CERTIFICATE_RENDER_DELAY_MS,
  certificateFileName,
  certificatePng,
  downloadBlob,
  prepareDrawnPicture,
  prepareServerPicture,
  sharePictureKeys,
} from '../api/certificate-image';
import { certificateShareText } from '../api/certificate-share';
import { linkedInAddToProfileUrl } from '../api/linkedin-profile';
import { ShareMoreMenu } from './share-more-menu';
import { SHARE_TARGET_ATTRIBUTE } from './share-toolbar-target';

interface ShareToolbarProps {
  certificate: Certificate;
  shareUrl: string;
  certificateRef: RefObject<HTMLElement | null>;
  /** Whether the signed-in member is the certificate's holder, who is offered their own tools and words. */
  holder: boolean;
  /** Called with the target of every share tap (for insight events). */
  onShare?: (network: ShareNetwork) => void;
}

/** The picture of the certificate the ref points at, read when asked (never during render). */
function pictureOf(ref: RefObject<HTMLElement | null>): Promise<Blob> {
  return ref.current ? certificatePng(ref.current) : Promise.reject(new Error('The certificate is not on the page'));
}

/**
 * Where a target sits on a phone: the bar, the "More" menu, or 'folds' (in More with a share sheet, in the bar
 * without). The bar holds two targets either way, so each is a full 44 px on the narrowest phone.
 */
type Placed = ShareAction & { narrow: 'bar' | 'menu' | 'folds' };

/**
 * A target's display. The server paints the toolbar of a browser with a share sheet; until the island starts,
 * NO_SHARE_SHEET turns it into the toolbar of one without (no Share button, the folding targets in the bar).
 */
function placement({ network, narrow }: Placed, hasSheet: boolean) {
  const inBar = narrow === 'bar' || (narrow === 'folds' && !hasSheet);
  return {
    display: { xs: inBar ? 'inline-flex' : 'none', sm: 'inline-flex' },
    [`${NO_SHARE_SHEET} &`]: network === 'share-sheet' ? { display: 'none' } : narrow === 'folds' ? { display: 'inline-flex' } : {},
  };
}

/**
 * Sticky under the header; never printed. With a share sheet, one "Share" sends picture (made ahead:
 * api/certificate-image.ts, sharePictureKeys), text and link, and phones fold the rest into "More"; without, Copy
 * Link takes its place. Wider screens show every target.
 */
export function ShareToolbar({ certificate, shareUrl, certificateRef, holder, onShare }: ShareToolbarProps) {
  const toast = useToast();
  const support = useShareSupport();
  const [downloading, setDownloading] = useState(false);
  const fileName = certificateFileName(certificate);
  const drawPicture = useCallback(() => pictureOf(certificateRef), [certificateRef]);
  const story = useStoryAction(certificateStoryImagePath(certificate.id), certificateFileName(certificate, '-story'), support);
  const text = certificateShareText(certificate, holder);
  useEffect(() => {
    if (support !== 'files') return;
    void prepareServerPicture(certificate);
    const timer = window.setTimeout(() => void prepareDrawnPicture(certificate, drawPicture), CERTIFICATE_RENDER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [support, certificate, drawPicture]);

  const shareSheet = () => {
    const file = preparedShareFile(...sharePictureKeys(certificate));
    openShareSheet(file ? { files: [file], text, url: shareUrl } : { text, url: shareUrl }).catch((err) => {
      console.error('Share failed', err);
      toast({ title: 'Share Failed', message: `Copy this link instead: ${shareUrl}`, severity: 'warning' });
    });
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast({ title: 'Link Copied', message: `${holder ? 'Your' : 'The'} certificate link is on the clipboard.`, severity: 'success' });
    } catch {
      toast({ title: 'Copy Failed', message: `Copy this link instead: ${shareUrl}`, severity: 'warning' });
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      downloadBlob(preparedShareFile(fileName) ?? (await drawPicture()), fileName);
    } catch (err) {
      console.error('Certificate download failed', err);
      toast({ title: 'Download Failed', message: 'The picture could not be made. Please try again.', severity: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const linkedInProfile = linkedInAddToProfileUrl(LINKS.linkedInAddToProfile, {
    name: MEMBERSHIP.certificationName,
    organizationName: SITE.name,
    issueDateIso: certificate.issue_date_iso,
    certUrl: shareUrl,
    certId: certificate.id,
  });
  const hasSheet = support !== 'none';
  const actions: Placed[] = [
    ...(hasSheet ? [{ network: 'share-sheet', label: 'Share', icon: <IosShareIcon />, onClick: shareSheet, narrow: 'bar' } as const] : []),
    { network: 'copy-link', label: 'Copy Link', icon: <ContentCopyIcon />, onClick: copyLink, narrow: 'folds' },
    {
      network: 'x',
      label: 'Share on X',
      icon: <XIcon />,
      href: `${LINKS.shareOnX}?${new URLSearchParams({ text, url: shareUrl })}`,
      external: true,
      narrow: 'menu',
    },
    {
      network: 'facebook',
      label: 'Share on Facebook',
      icon: <FacebookIcon />,
      href: `${LINKS.shareOnFacebook}?${new URLSearchParams({ u: shareUrl })}`,
      external: true,
      narrow: 'menu',
    },
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      icon: <LinkedInIcon />,
      href: `${LINKS.shareOnLinkedIn}?${new URLSearchParams({ url: shareUrl })}`,
      external: true,
      narrow: 'menu',
    },
    // The holder's own profile: a visitor would add someone else's certificate to theirs.
    ...(holder
      ? [
          {
            network: 'linkedin-profile',
            label: 'Add to LinkedIn Profile',
            icon: <AddIcon />,
            href: linkedInProfile,
            external: true,
            narrow: 'menu',
          } as const,
        ]
      : []),
    {
      network: 'download',
      label: downloading ? 'Preparing...' : 'Download PNG',
      icon: <DownloadIcon />,
      onClick: download,
      disabled: downloading,
      narrow: 'menu',
    },
    { ...story, icon: <SmartphoneIcon />, narrow: 'menu' },
  ];
  const tap = (action: ShareAction, event: MouseEvent) => tapAction(action, onShare, event);
  const inMenu = actions
    .filter((a) => a.narrow === 'menu' || (a.narrow === 'folds' && hasSheet))
    .map(({ narrow, ...a }) => ({ ...a, folds: narrow === 'folds' }));

  return (
    <Box
      role="toolbar"
      aria-label="Share this certificate"
      sx={{
        position: 'sticky',
        top: { xs: 64, md: 72 },
        zIndex: 10,
        display: 'flex',
        // One row on phones whatever the browser can share, so the toolbar keeps its height when the app takes over the server's markup.
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        overflowX: { xs: 'auto', sm: 'visible' },
        // 44 px: a thumb's target (WCAG 2.5.5).
        '& > *': { flexShrink: 0, whiteSpace: 'nowrap', minHeight: 44 },
        gap: 1,
        justifyContent: { xs: 'safe center', sm: 'center' },
        py: 1.5,
        px: 2,
        bgcolor: 'rgba(255,255,255,0.96)',
        borderBottom: '1px solid rgba(11,37,69,0.12)',
        '@media print': { display: 'none' },
      }}
    >
      {actions.map((action) => (
        <Button
          key={action.network}
          size="small"
          variant={action.network === 'share-sheet' || action.network === 'download' ? 'contained' : 'outlined'}
          startIcon={action.icon}
          disabled={action.disabled}
          {...actionLinkProps(action)}
          {...{ [SHARE_TARGET_ATTRIBUTE]: action.network }}
          onClick={(e) => tap(action, e)}
          sx={placement(action, hasSheet)}
        >
          {action.label}
        </Button>
      ))}
      <ShareMoreMenu actions={inMenu} onTap={tap} sx={{ display: { xs: 'inline-flex', sm: 'none' } }} />
    </Box>
  );
}
