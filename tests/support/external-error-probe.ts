import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A child process of tests/unit/external-error-log.test.ts (to capture all output): sends via the real
 * @sendgrid/client to a misbehaving local server and logs as the functions do.
 *
 *   argv[2]: 'reset' (the connection dies after the request was written) or 'refuse' (SendGrid answers 401)
 *   stdout:  the log line(s), then one line `RAW:<json>` with the raw error's JSON form (the control)
 */
const mode = process.argv[2];

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function main() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (mode === 'reset') req.socket.destroy();
      else {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked', field: null }] }));
      }
    });
  });
  const port = await listen(server);
  process.env.FLOATERS_SENDGRID_API_URL = `http://127.0.0.1:${port}`;

  const { sendMail } = await import('../../functions/src/email/mailer');
  const { logExternalError } = await import('../../functions/src/lib/log-external-error');
  try {
    await sendMail({
      to: 'buyer.private@example.com',
      from: 'crew@clevelandfloaters.com',
      subject: 'Welcome aboard',
      html: '<p>Your certificate</p>',
    });
    console.log('UNEXPECTED: the send succeeded');
  } catch (err) {
    logExternalError('Welcome email failed', err, { attempt: 1 });
    process.stdout.write(`RAW:${JSON.stringify({ err })}\n`);
  }
  server.close();
}

void main();
