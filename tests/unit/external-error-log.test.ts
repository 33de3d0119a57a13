import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { externalErrorMessage, summariseExternalError } from '../../functions/src/lib/log-external-error';

const FAKE_KEY = 'SG.fake-key-for-the-log-test.Xq7vB2nM9pL4kJ8hG3fD';
const ROOT = join(__dirname, '..', '..');

/** Runs the probe in its own process and returns everything it printed: the log lines and the raw error (the control). */
async function probe(mode: 'reset' | 'refuse'): Promise<{ log: string; raw: string }> {
  const { stdout, stderr } = await promisify(execFile)(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [join(ROOT, 'tests', 'support', 'external-error-probe.ts'), mode],
    { cwd: ROOT, env: { ...process.env, SENDGRID_API_KEY: FAKE_KEY }, timeout: 60_000 },
  );
  const output = `${stdout}\n${stderr}`;
  const rawLine = output.split('\n').find((line) => line.startsWith('RAW:')) ?? '';
  return { log: output.replace(rawLine, ''), raw: rawLine };
}

describe('logging a failed SendGrid call', () => {
  it('after a connection reset, keeps the message and code but neither the key, the Authorization header nor the payload', async () => {
    const { log, raw } = await probe('reset');
    // The control: the raw error really carries the key and the payload, so the assertions below can fail.
    expect(raw).toContain(FAKE_KEY);
    expect(raw).toContain('buyer.private@example.com');

    expect(log).toContain('Welcome email failed');
    expect(log).toContain('ECONNRESET');
    expect(log).not.toContain(FAKE_KEY);
    expect(log).not.toContain('fake-key-for-the-log-test');
    expect(log.toLowerCase()).not.toContain('authorization');
    expect(log).not.toContain('buyer.private@example.com');
    expect(log).not.toContain('Your certificate');
  });

  it("after a refusal, keeps SendGrid's status and reason but not the key", async () => {
    const { log, raw } = await probe('refuse');
    expect(raw).toContain('authorization grant is invalid');

    const line = JSON.parse(log.split('\n').find((l) => l.includes('Welcome email failed'))!) as { error: unknown };
    expect(line.error).toEqual({
      message: 'Unauthorized',
      code: 401,
      status: 401,
      details: ['The provided authorization grant is invalid, expired, or revoked'],
    });
    expect(log).not.toContain(FAKE_KEY);
    expect(log).not.toMatch(/Bearer/i);
  });
});

describe('summariseExternalError', () => {
  it('cuts a key or token out of a message that quotes one', () => {
    const err = Object.assign(new Error(`Request failed with Authorization: Bearer ${FAKE_KEY}`), { code: 'ERR_BAD' });
    expect(JSON.stringify(summariseExternalError(err))).not.toContain('fake-key');
    expect(summariseExternalError(new Error('Basic dXNlcjpwYXNz rejected')).message).toBe('Basic [redacted] rejected');
  });

  it("gives people SendGrid's reason with its field, else the error's message", () => {
    const refused = {
      message: 'Bad Request',
      code: 400,
      response: { body: { errors: [{ message: 'Does not contain a valid address.', field: 'from.email' }] } },
    };
    expect(externalErrorMessage(refused)).toBe('Does not contain a valid address. (from.email)');
    expect(externalErrorMessage(new Error('socket hang up'))).toBe('socket hang up');
    expect(externalErrorMessage('plain text')).toBe('plain text');
  });
});
