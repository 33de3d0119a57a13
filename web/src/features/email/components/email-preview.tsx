import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { emailDocument } from '@shared/email/email-layout';
import { htmlToText } from '@shared/email/html-to-text';
import { placeholderValues, renderPlaceholders } from '@shared/email/placeholders';
import { doc } from 'firebase/firestore';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { DesktopWindowsIcon } from '@/components/icons/desktop-windows-icon';
import { SmartphoneIcon } from '@/components/icons/smartphone-icon';
import { DOCS } from '@shared/collections';
import { foundingSpotsCap } from '@shared/membership/founding-spots';
import { FOUNDING_SPOTS_FIELD } from '@shared/membership/membership-settings';
import { SITE } from '@/config/site';
import { SHADES } from '@shared/brand';
import { certificatePath } from '@shared/paths';
import { wallSpotHref } from '@shared/certificates/wall-directory';

const sample = (foundingCap: number) =>
  placeholderValues(
    'Maria',
    `${SITE.origin}${certificatePath('maria-kowalski-ab12')}`,
    '#unsubscribe',
    foundingCap,
    `${SITE.origin}${wallSpotHref(12)}`,
  );

/** The window widths the email is shown at: a phone's, and a desktop mail app's reading pane (past MJML's 480 px breakpoint). */
const FRAME_WIDTHS = { phone: 390, desktop: 680 } as const;
type FrameWidth = keyof typeof FRAME_WIDTHS;
const FRAME_HEIGHT = 600;

function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The email at a window's width, scaled down to fit where the column is narrower. The iframe is sandboxed
 * without scripts, so the admin's HTML cannot run anything in the admin app.
 */
function EmailFrame({ html, width }: { html: string; width: number }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const available = useElementWidth(box);
  const scale = available ? Math.min(1, available / width) : 1;
  return (
    <Box ref={setBox} sx={{ height: FRAME_HEIGHT * scale, overflow: 'hidden', bgcolor: SHADES.linen }}>
      <Box
        component="iframe"
        title="Email preview"
        sandbox=""
        srcDoc={html}
        sx={{
          display: 'block',
          width,
          height: FRAME_HEIGHT,
          border: 0,
          mx: scale < 1 ? 0 : 'auto',
          transform: scale < 1 ? `scale(${scale})` : undefined,
          transformOrigin: 'top left',
        }}
      />
    </Box>
  );
}

/** How the email will look for a sample subscriber, at a phone's or a desktop's width, as HTML or as its plain-text part. */
export function EmailPreview({ subject, preheader, body }: { subject: string; preheader: string; body: string }) {
  const content = useDeferredValue({ subject, preheader, body });
  const [width, setWidth] = useState<FrameWidth>(() => (window.matchMedia('(max-width: 599.95px)').matches ? 'phone' : 'desktop'));
  const [part, setPart] = useState<'html' | 'text'>('html');
  // {{founding_spots}} as the email will say it: the cap saved on the membership settings.
  const membership = useFirestoreDocData(doc(useFirestore(), DOCS.membershipSettings));
  const sampleValues = useMemo(() => sample(foundingSpotsCap(membership.data?.[FOUNDING_SPOTS_FIELD])), [membership.data]);
  const document = useMemo(
    () => emailDocument({ body: content.body, preheader: content.preheader, senderName: SITE.name }),
    [content.body, content.preheader],
  );
  const html = useMemo(() => renderPlaceholders(document, sampleValues, 'html'), [document, sampleValues]);
  // The sender's own steps: the text of the document, placeholders filled in as text.
  const text = useMemo(
    () => (part === 'text' ? renderPlaceholders(htmlToText(document), sampleValues, 'text') : ''),
    [document, part, sampleValues],
  );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: SHADES.frost }}>
        <Typography variant="caption" color="text.secondary">
          Preview for a subscriber named Maria
        </Typography>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {renderPlaceholders(content.subject, sampleValues, 'text') || '(no subject)'}
        </Typography>
        {content.preheader && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {renderPlaceholders(content.preheader, sampleValues, 'text')}
          </Typography>
        )}
        <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
          <ToggleButtonGroup value={part} exclusive size="small" aria-label="Email part" sx={{ bgcolor: SHADES.white }}>
            <ToggleButton value="html" onClick={() => setPart('html')}>
              HTML
            </ToggleButton>
            <ToggleButton value="text" onClick={() => setPart('text')}>
              Plain text
            </ToggleButton>
          </ToggleButtonGroup>
          {part === 'html' && (
            <ToggleButtonGroup value={width} exclusive size="small" aria-label="Preview width" sx={{ bgcolor: SHADES.white }}>
              <ToggleButton value="phone" onClick={() => setWidth('phone')} aria-label="Phone">
                <SmartphoneIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="desktop" onClick={() => setWidth('desktop')} aria-label="Desktop">
                <DesktopWindowsIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
      </Box>
      {part === 'html' ? (
        <EmailFrame html={html} width={FRAME_WIDTHS[width]} />
      ) : (
        <Box
          component="pre"
          role="region"
          aria-label="Plain-text part"
          tabIndex={0}
          sx={{
            m: 0,
            p: 2,
            height: FRAME_HEIGHT,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: 13,
            bgcolor: SHADES.white,
          }}
        >
          {text}
        </Box>
      )}
    </Paper>
  );
}
