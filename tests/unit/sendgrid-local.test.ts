import { validateMailSend } from '../../scripts/sendgrid-local';

const valid = {
  personalizations: [{ to: [{ email: 'ada@example.com' }] }],
  from: { email: 'crew@clevelandfloaters.com', name: 'Cleveland Floaters' },
  subject: 'Ahoy',
  content: [{ type: 'text/html', value: '<p>Hi</p>' }],
};

describe('local SendGrid stand-in validation', () => {
  it('accepts a well-formed send', () => {
    expect(validateMailSend(valid)).toEqual([]);
  });

  it.each([
    ['from', { ...valid, from: undefined }],
    ['subject', { ...valid, subject: undefined }],
    ['content', { ...valid, content: [] }],
    ['personalizations.0.to.0.email', { ...valid, personalizations: [{ to: [{ email: 'not-an-address' }] }] }],
  ])('refuses a send with a bad %s, as SendGrid does', (field, body) => {
    expect(validateMailSend(body).map((e) => e.field)).toContain(field);
  });

  it('refuses more than 1000 personalizations in one request', () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ to: [{ email: `p${i}@example.com` }] }));
    expect(validateMailSend({ ...valid, personalizations: many })[0]?.field).toBe('personalizations');
  });

  it('accepts a per-personalization subject in place of a global one', () => {
    expect(validateMailSend({ ...valid, subject: undefined, personalizations: [{ to: [{ email: 'a@example.com' }], subject: 'Hi' }] })).toEqual([]);
  });
});
