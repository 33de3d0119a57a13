import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { SITE } from '@/config/site';
import { mailtoUrl } from '@/lib/mailto';

const TOPICS = ['Sponsorship', 'Private charter or event', 'Venue, food or drink partnership', 'Performer or band', 'Press', 'Something else'] as const;

interface Fields {
  name: string;
  email: string;
  organisation: string;
  topic: (typeof TOPICS)[number];
  message: string;
}

type Errors = Partial<Record<keyof Fields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(f: Fields): Errors {
  const errors: Errors = {};
  if (f.name.trim().length < 2) errors.name = 'Please tell us your name';
  if (!EMAIL.test(f.email.trim())) errors.email = 'Please enter a valid email address';
  if (f.message.trim().length < 10) errors.message = 'Tell us a little more (at least 10 characters)';
  return errors;
}

/** The email the visitor's mail app opens with. */
function partnerEmail(f: Fields): string {
  const organisation = f.organisation.trim();
  const subject = `Partner inquiry: ${f.topic}${organisation ? ` (${organisation})` : ''}`;
  const signature = [f.name.trim(), organisation, f.email.trim()].filter(Boolean).join('\n');
  return mailtoUrl(SITE.contactEmail, subject, `${f.message.trim()}\n\n${signature}`);
}

/**
 * Partners write their message here and it opens in their own mail app, so
 * there is no server to run. The finished link stays on screen for visitors
 * whose browser has no mail app.
 */
export function ContactForm() {
  const [fields, setFields] = useState<Fields>({ name: '', email: '', organisation: '', topic: 'Sponsorship', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sentLink, setSentLink] = useState<string | null>(null);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const link = partnerEmail(fields);
    setSentLink(link);
    window.location.href = link;
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Contact the crew" sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField id="contact-name" label="Your name" required value={fields.name} onChange={set('name')} error={!!errors.name} helperText={errors.name} autoComplete="name" />
        <TextField
          id="contact-email"
          label="Your email"
          type="email"
          required
          value={fields.email}
          onChange={set('email')}
          error={!!errors.email}
          helperText={errors.email}
          autoComplete="email"
        />
        <TextField id="contact-organisation" label="Business or organisation (optional)" value={fields.organisation} onChange={set('organisation')} autoComplete="organization" />
        <TextField id="contact-topic" select label="What's it about?" value={fields.topic} onChange={set('topic')}>
          {TOPICS.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        id="contact-message"
        label="Your message"
        required
        multiline
        minRows={4}
        value={fields.message}
        onChange={set('message')}
        error={!!errors.message}
        helperText={errors.message}
      />
      <div>
        <Button type="submit" variant="contained" size="large">
          Open in my email app
        </Button>
      </div>
      {sentLink && (
        <Alert severity="success" role="status">
          Your email app should now be open with your message to {SITE.contactEmail}. Nothing happened?{' '}
          <a href={sentLink}>Open the prefilled email</a> or write to <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a> directly.
        </Alert>
      )}
    </Box>
  );
}
