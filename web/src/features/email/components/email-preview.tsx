import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { emailDocument } from '@shared/email/email-layout';
import { placeholderValues, renderPlaceholders } from '@shared/email/placeholders';
import { doc } from 'firebase/firestore';
import { useDeferredValue, useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { DOCS } from '@shared/collections';
import { foundingSpotsCap } from '@shared/membership/founding-spots';
import { FOUNDING_SPOTS_FIELD } from '@shared/membership/membership-settings';
import { SITE } from '@/config/site';
import { SHADES } from '@shared/brand';
import { certificatePath } from '@shared/paths';

const sample = (foundingCap: number) =>
  placeholderValues('Maria', `${SITE.origin}${certificatePath('maria-kowalski-ab12')}`, '#unsubscribe', foundingCap);

/**
 * How the email will look for a sample subscriber. The iframe is sandboxed
 * without scripts, so the admin's HTML cannot run anything in the admin app.
 */
export function EmailPreview({ subject, preheader, body }: { subject: string; preheader: string; body: string }) {
  const content = useDeferredValue({ subject, preheader, body });
  // {{founding_spots}} as the email will say it: the cap saved on the membership settings.
  const membership = useFirestoreDocData(doc(useFirestore(), DOCS.membershipSettings));
  const sampleValues = useMemo(() => sample(foundingSpotsCap(membership.data?.[FOUNDING_SPOTS_FIELD])), [membership.data]);
  const html = useMemo(
    () => renderPlaceholders(emailDocument({ body: content.body, preheader: content.preheader, senderName: SITE.name }), sampleValues, 'html'),
    [content, sampleValues],
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
      </Box>
      <Box
        component="iframe"
        title="Email preview"
        sandbox=""
        srcDoc={html}
        sx={{ display: 'block', width: '100%', height: 560, border: 0, bgcolor: SHADES.linen }}
      />
    </Paper>
  );
}
