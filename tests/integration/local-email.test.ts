import { MailService } from '@sendgrid/mail';
import { Client } from '@sendgrid/client';
import { clearInbox, waitForEmails } from '../support/maildev';
import { urls } from '../support/emulators';

/** The same @sendgrid/mail client the functions use, pointed at the local stand-in. */
function localMailer() {
  const client = new Client();
  client.setApiKey('SG.local-development-key');
  client.setDefaultRequest('baseUrl', urls().sendgridApi);
  const mailer = new MailService();
  mailer.setClient(client);
  return mailer;
}

describe('local email delivery', () => {
  beforeEach(clearInbox);

  it('delivers a SendGrid v3 send into the MailDev inbox with its headers', async () => {
    await localMailer().send({
      to: 'ada@example.com',
      from: { email: 'crew@clevelandfloaters.com', name: 'Cleveland Floaters' },
      subject: 'Welcome aboard',
      html: '<p>Ahoy, Ada!</p>',
      headers: { 'List-Unsubscribe': '<https://example.com/u>' },
    });
    const [email] = await waitForEmails(1);
    expect(email?.subject).toBe('Welcome aboard');
    expect(email?.to[0]?.address).toBe('ada@example.com');
    expect(email?.html).toContain('Ahoy, Ada!');
    expect(email?.headers['list-unsubscribe']).toBe('<https://example.com/u>');
  });

  it('refuses a send without a sender, like SendGrid', async () => {
    await expect(localMailer().send({ to: 'ada@example.com', subject: 'x', html: '<p>x</p>' } as never)).rejects.toMatchObject({ code: 400 });
  });
});

describe('functions emulator', () => {
  it('serves the health function', async () => {
    const res = await fetch(`${urls().functions}/health`);
    expect(await res.json()).toEqual({ ok: true });
  });
});
