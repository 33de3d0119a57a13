import { emailDocument } from '@shared/email/email-layout';
import { htmlToText } from '@shared/email/html-to-text';
import { escapeHtml } from '@shared/html/escape-html';
import { placeholderValues, renderPlaceholders, substitutionsFor, toSubstitutionTags } from '@shared/email/placeholders';
import { sendBroadcastRequestSchema } from '@shared/contracts/send-broadcast';
import { broadcastSchema, emailSettingsSchema } from '@shared/email/schemas';
import { gumroadSettingsSchema } from '@shared/gumroad/ping-settings';

const values = placeholderValues(
  '<img src=x onerror=alert(1)>',
  'https://x.test/founders/c/a-1?x=1&y="2"',
  'https://x.test/u?token=abc',
  100,
  'https://x.test/foundingfloaters?q=%2312&page=1#floater-12',
);

describe('email placeholders', () => {
  it('escapes values in HTML and keeps them as typed in text', () => {
    const template = 'Hi {{first_name}} <a href="{{ certificate_url }}">cert</a>';
    expect(renderPlaceholders(template, values, 'html')).toBe(
      'Hi &lt;img src=x onerror=alert(1)&gt; <a href="https://x.test/founders/c/a-1?x=1&amp;y=&quot;2&quot;">cert</a>',
    );
    expect(renderPlaceholders('Hi {{first_name}}', values, 'text')).toBe('Hi <img src=x onerror=alert(1)>');
  });

  it('falls back to Floater for an empty or blank name', () => {
    expect(placeholderValues('  ', 'u', 'v', 100, 'w').first_name).toBe('Floater');
    expect(placeholderValues(null, 'u', 'v', 100, 'w').first_name).toBe('Floater');
  });

  it('says the number of founding spots the owner set', () => {
    expect(renderPlaceholders('one of the first {{ founding_spots }}', placeholderValues(null, 'u', 'v', 1500, 'w'), 'text')).toBe(
      'one of the first 1,500',
    );
  });

  it('turns placeholders into SendGrid tags whose values are escaped per content type', () => {
    expect(toSubstitutionTags('<p>{{first_name}}</p>', 'html')).toBe('<p>[%first_name_html%]</p>');
    const subs = substitutionsFor(values);
    expect(subs.first_name_html).toBe(escapeHtml(values.first_name));
    expect(subs.first_name_text).toBe(values.first_name);
  });

  it('leaves unknown placeholders alone', () => {
    expect(renderPlaceholders('{{last_name}}', values, 'html')).toBe('{{last_name}}');
  });
});

describe('email layout', () => {
  const doc = emailDocument({
    body: '<p>Hello <a href="https://x.test">there</a></p>',
    preheader: 'Sneak <peek>',
    senderName: 'Cleveland Floaters',
  });

  it('hides the escaped preheader as preview text and links to unsubscribe', () => {
    expect(doc).toMatch(/<div data-preheader style="display:none[^"]*">Sneak &lt;peek&gt;/);
    expect(doc).toContain('href="{{unsubscribe_url}}"');
    expect(doc).toContain('name="viewport"');
  });

  it('has a plain-text version without the preheader and with link addresses', () => {
    const text = htmlToText(doc);
    expect(text).not.toContain('Sneak');
    expect(text).toContain('Hello there (https://x.test)');
    expect(text).toContain('Unsubscribe ({{unsubscribe_url}})');
  });
});

describe('email form schemas', () => {
  it('needs name, subject and body for a broadcast', async () => {
    await expect(broadcastSchema.validate({ name: 'x', subject: ' ', body: 'b' })).rejects.toThrow('Subject line is required');
    await expect(broadcastSchema.validate({ name: 'x', subject: 's', body: 'b' })).resolves.toMatchObject({ preheader: '' });
  });

  it('checks the settings email fields with a clear message', async () => {
    const ok = { sender_name: 'Floaters', sender_email: 'crew@clevelandfloaters.com', reply_to_email: 'help@clevelandfloaters.com' };
    await expect(emailSettingsSchema.validate(ok)).resolves.toEqual(ok);
    await expect(emailSettingsSchema.validate({ ...ok, sender_email: 'crew@floaters' })).rejects.toThrow(
      'Please enter a valid email address',
    );
    await expect(emailSettingsSchema.validate({ ...ok, reply_to_email: '' })).rejects.toThrow('Reply-to email is required');
    await expect(gumroadSettingsSchema.validate({ gumroad_webhook_secret: 'has space' })).rejects.toThrow(
      'Webhook secret cannot contain spaces',
    );
  });

  it('accepts a send request with or without a test address', async () => {
    await expect(sendBroadcastRequestSchema.validate({ broadcastId: 'b1', testEmail: '' })).resolves.toMatchObject({ broadcastId: 'b1' });
    await expect(sendBroadcastRequestSchema.validate({ broadcastId: 'b1', testEmail: 'nope' })).rejects.toThrow(
      'Please enter a valid email address',
    );
  });
});
