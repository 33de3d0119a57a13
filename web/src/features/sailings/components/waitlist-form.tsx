import Box from '@mui/material/Box';
import { ActionButton } from '@/components/actions/action-link';
import { visuallyHidden } from '@/components/actions/visually-hidden';
import { BRAND, SHADES } from '@shared/brand';
import { EMAIL_MAX_LENGTH } from '@shared/email/schemas';
import { sailingWaitlistPath } from '@shared/paths';
import { SIGN_UP_LIMITS } from '@shared/sign-up/sign-up';

const inputSx = {
  font: 'inherit',
  p: '10px 12px',
  border: `2px solid ${BRAND.lakeNavy}`,
  borderRadius: 2,
  bgcolor: SHADES.white,
  minWidth: 0,
  '&:focus-visible': { outline: `3px solid ${BRAND.erieBlue}`, outlineOffset: 2 },
} as const;

/**
 * "Join the waitlist" of a sold-out sailing: a plain form that posts to the sailingWaitlist function, so it works
 * with no script at all (the sailing pages have none for it); the answer is a page saying to check the inbox.
 * Labels sit above their boxes, as a label drawn inside a box would cover what is typed without script.
 */
export function WaitlistForm({ slug, idPrefix }: { slug: string; idPrefix: string }) {
  const field = (name: string) => `${idPrefix}-${name}`;
  return (
    <Box
      component="form"
      method="post"
      action={sailingWaitlistPath(slug)}
      aria-labelledby={field('title')}
      data-testid="waitlist-form"
      sx={{ display: 'grid', gap: 1.5, p: 2.5, borderRadius: 3, bgcolor: BRAND.cream, fontSize: '1rem' }}
    >
      <Box component="h3" id={field('title')} sx={{ m: 0, fontSize: '1.2rem', color: BRAND.lakeNavy }}>
        Join the waitlist
      </Box>
      <Box component="p" sx={{ m: 0 }}>
        When a seat frees up, the next in line gets an email with a link that holds it for them for a while.
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
        <Box component="label" htmlFor={field('email')} sx={{ display: 'grid', gap: 0.5, fontWeight: 700 }}>
          Your email
          <Box
            component="input"
            id={field('email')}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            sx={inputSx}
          />
        </Box>
        <Box component="label" htmlFor={field('first_name')} sx={{ display: 'grid', gap: 0.5, fontWeight: 700 }}>
          First name (optional)
          <Box
            component="input"
            id={field('first_name')}
            name="first_name"
            autoComplete="given-name"
            maxLength={SIGN_UP_LIMITS.firstName}
            sx={inputSx}
          />
        </Box>
      </Box>
      {/* People never see or reach this field; bots that fill in every box do. */}
      <Box aria-hidden="true" sx={visuallyHidden}>
        <label htmlFor={field('website')}>Leave this empty</label>
        <input id={field('website')} name="website" tabIndex={-1} autoComplete="off" />
      </Box>
      <div>
        <ActionButton type="submit">Join the waitlist</ActionButton>
      </div>
      <Box component="p" sx={{ m: 0, fontSize: '0.9rem', color: SHADES.muted }}>
        We email you a link to confirm; your place counts from when you confirm. Nothing else is sent.
      </Box>
    </Box>
  );
}
