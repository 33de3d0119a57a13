import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { useState, type RefObject } from 'react';
import { useToast } from '@/components/feedback/toast-provider';
import { LINKS, SITE } from '@/config/site';
import { trackShare } from '@/lib/insights';
import { downloadBlob, renderCertificatePng } from '../api/certificate-image';

interface ShareToolbarProps {
  shareUrl: string;
  memberNumber: number;
  certificateRef: RefObject<HTMLElement | null>;
}

function shareLinks(shareUrl: string, memberNumber: number) {
  const text = `I'm Founding Floater #${memberNumber} of ${SITE.name}! 🚢`;
  return [
    { label: 'Share on X', network: 'x', icon: <XIcon />, href: `${LINKS.shareOnX}?${new URLSearchParams({ text, url: shareUrl })}` },
    {
      label: 'Share on Facebook',
      network: 'facebook',
      icon: <FacebookIcon />,
      href: `${LINKS.shareOnFacebook}?${new URLSearchParams({ u: shareUrl })}`,
    },
    {
      label: 'Share on LinkedIn',
      network: 'linkedin',
      icon: <LinkedInIcon />,
      href: `${LINKS.shareOnLinkedIn}?${new URLSearchParams({ url: shareUrl })}`,
    },
  ] as const;
}

/** Sticky under the header while scrolling; never printed. */
export function ShareToolbar({ shareUrl, memberNumber, certificateRef }: ShareToolbarProps) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  const copyLink = async () => {
    trackShare('certificate', 'copy_link');
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast({ title: 'Link Copied', message: 'Your certificate link is on the clipboard.', severity: 'success' });
    } catch {
      toast({ title: 'Copy Failed', message: `Copy this link instead: ${shareUrl}`, severity: 'warning' });
    }
  };

  const download = async () => {
    if (!certificateRef.current) return;
    setDownloading(true);
    try {
      downloadBlob(await renderCertificatePng(certificateRef.current), `founding-floater-${memberNumber}.png`);
    } catch (err) {
      console.error('Certificate download failed', err);
      toast({ title: 'Download Failed', message: 'The picture could not be made. Please try again.', severity: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box
      role="toolbar"
      aria-label="Share your certificate"
      sx={{
        position: 'sticky',
        top: { xs: 64, md: 72 },
        zIndex: 10,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'center',
        py: 1.5,
        px: 2,
        bgcolor: 'rgba(255,255,255,0.96)',
        borderBottom: '1px solid rgba(11,37,69,0.12)',
        '@media print': { display: 'none' },
      }}
    >
      <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={copyLink}>
        Copy Link
      </Button>
      {shareLinks(shareUrl, memberNumber).map((s) => (
        <Button
          key={s.label}
          size="small"
          variant="outlined"
          startIcon={s.icon}
          href={s.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => trackShare('certificate', s.network)}
        >
          {s.label}
        </Button>
      ))}
      <Button size="small" variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={downloading}>
        {downloading ? 'Preparing...' : 'Download PNG'}
      </Button>
    </Box>
  );
}
