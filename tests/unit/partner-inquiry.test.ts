import { PARTNER_INQUIRY_MESSAGES, partnerInquirySchema, partnerInquirySubject, partnerInquiryText } from '@shared/contact/partner-inquiry';
import { partnerInquiryHtml, partnerInquiryId } from '../../functions/src/contact/partner-inquiry';

const VALID = {
  name: 'Dana',
  email: 'dana@example.com',
  organization: '',
  topic: 'Press' as const,
  message: 'Can we ride along for a story?',
};
const firstError = (data: object) =>
  partnerInquirySchema.validate(data, { abortEarly: true }).then(
    () => null,
    (err: Error) => err.message,
  );

describe('the partner form rules', () => {
  it.each([
    [{ name: ' ' }, PARTNER_INQUIRY_MESSAGES.name],
    [{ name: 'x'.repeat(101) }, PARTNER_INQUIRY_MESSAGES.nameTooLong],
    [{ email: 'dana at example' }, 'Please enter a valid email address'],
    [{ organization: 'o'.repeat(121) }, PARTNER_INQUIRY_MESSAGES.organizationTooLong],
    [{ topic: 'Free tickets' }, PARTNER_INQUIRY_MESSAGES.topic],
    [{ message: '   too short   ' }, PARTNER_INQUIRY_MESSAGES.messageTooShort],
    [{ message: 'm'.repeat(3001) }, 'Please keep your message under 3,000 characters'],
  ])('refuses %j with a message that names the problem', async (change, message) => {
    expect(await firstError({ ...VALID, ...change })).toBe(message);
  });

  it('accepts a complete message and trims it', async () => {
    expect(await partnerInquirySchema.validate({ ...VALID, name: '  Dana ', extra: 'dropped' }, { stripUnknown: true })).toEqual({
      ...VALID,
      name: 'Dana',
    });
  });
});

describe('the crew’s email', () => {
  it('names the topic and organization in the subject and signs the text', () => {
    expect(partnerInquirySubject({ topic: 'Press', organization: '' })).toBe('Partner inquiry: Press');
    expect(partnerInquirySubject({ topic: 'Sponsorship', organization: ' Tremont Brewing ' })).toBe(
      'Partner inquiry: Sponsorship (Tremont Brewing)',
    );
    expect(partnerInquiryText({ ...VALID, organization: 'The Plain Dealer' })).toBe(
      'Can we ride along for a story?\n\nDana\nThe Plain Dealer\ndana@example.com',
    );
  });

  it('escapes everything the visitor typed', () => {
    const html = partnerInquiryHtml({ ...VALID, name: '<b>Dana</b>', organization: 'A & B', message: '<script>x</script>' });
    expect(html).not.toMatch(/<b>|<script>/);
    expect(html).toContain('&lt;b&gt;Dana&lt;/b&gt;');
    expect(html).toContain('A &amp; B');
  });

  it('treats the same message from the same address, in any case, as one inquiry', () => {
    expect(partnerInquiryId({ ...VALID, email: 'DANA@example.com' })).toBe(partnerInquiryId(VALID));
    expect(partnerInquiryId({ ...VALID, message: 'Another question entirely.' })).not.toBe(partnerInquiryId(VALID));
  });
});
