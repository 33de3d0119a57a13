import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { SITE } from '@/config/site';
import { EmailField } from '@/components/forms/email-field';
import { useEarlyForm } from '@/hooks/use-early-form';
import { track } from '@/lib/insights';
import { mailtoUrl } from '@/lib/mailto';
import {
  EMPTY_PARTNER_INQUIRY,
  PARTNER_INQUIRY_LIMITS,
  PARTNER_TOPICS,
  partnerInquirySchema,
  partnerInquirySubject,
  partnerInquiryText,
  type PartnerInquiry,
} from '@shared/contact/partner-inquiry';

const INQUIRY_FALLBACK_MESSAGE = "We couldn't send your message. Please check your connection and try again.";

// The form lists its fields in the schema's order.
const FIELD_ORDER = Object.keys(partnerInquirySchema.fields) as (keyof PartnerInquiry)[];

const MESSAGE_ROWS = 4;
/**
 * The message box's first height, in CSS (MUI's line height is 1.4375em): server HTML has no measured height, so the
 * box grew on hydration and moved Send from under the finger. MUI's hidden measuring copy keeps none.
 */
const MESSAGE_BOX_HEIGHT = { '& textarea:not([aria-hidden])': { minHeight: `${MESSAGE_ROWS * 1.4375}em` } };

type Outcome = { ok: true; name: string; email: string; sentTo: string } | { ok: false; message: string; mailto: string } | null;

/**
 * Partners write to the crew from the site: the submitPartnerInquiry function
 * emails the crew's inbox, so no mail app is needed. If sending fails the
 * form keeps what they wrote and offers the same message as a prefilled email.
 */
export function ContactForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useFormik<PartnerInquiry>({
    initialValues: EMPTY_PARTNER_INQUIRY,
    validationSchema: partnerInquirySchema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      const inquiry = partnerInquirySchema.cast(values, { stripUnknown: true });
      // Loaded on send only (with the Firebase SDK), so the team page paints without them.
      const [{ sendPartnerInquiry }, { callableErrorMessage }] = await Promise.all([
        import('../api/send-partner-inquiry'),
        import('@/lib/callable-error'),
      ]);
      try {
        const { sentTo } = await sendPartnerInquiry(inquiry);
        track({ name: 'partner_message_sent' });
        setOutcome({ ok: true, name: inquiry.name, email: inquiry.email, sentTo });
        helpers.resetForm();
      } catch (err) {
        setOutcome({
          ok: false,
          message: callableErrorMessage(err, INQUIRY_FALLBACK_MESSAGE),
          mailto: mailtoUrl(SITE.contactEmail, partnerInquirySubject(inquiry), partnerInquiryText(inquiry)),
        });
      }
    },
  });

  const { formProps, field } = useEarlyForm(form, FIELD_ORDER, 'contact');

  return (
    <Box
      component="form"
      {...formProps}
      aria-label="Contact the crew"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...field('name')}
          label="Your name"
          required
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: PARTNER_INQUIRY_LIMITS.name } }}
        />
        <EmailField {...field('email')} />
        <TextField
          {...field('organization')}
          label="Business or organization (optional)"
          autoComplete="organization"
          slotProps={{ htmlInput: { maxLength: PARTNER_INQUIRY_LIMITS.organization } }}
        />
        <TextField {...field('topic')} select label="What's it about?">
          {PARTNER_TOPICS.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        {...field('message')}
        label="Your message"
        required
        multiline
        minRows={MESSAGE_ROWS}
        slotProps={{ htmlInput: { maxLength: PARTNER_INQUIRY_LIMITS.message } }}
        sx={MESSAGE_BOX_HEIGHT}
      />
      <div>
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Sending...' : 'Send to the crew'}
        </Button>
      </div>
      {outcome?.ok && (
        <Alert severity="success" role="status">
          Thanks, {outcome.name}! Your message is in the crew's inbox ({outcome.sentTo}). We'll reply to {outcome.email} within two business
          days.
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert severity="error" role="alert">
          {outcome.message} Your message is still in the form. You can also <a href={outcome.mailto}>send it from your own email app</a>.
        </Alert>
      )}
    </Box>
  );
}
