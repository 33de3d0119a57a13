import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CERTIFICATE_IMAGE_MAX_BYTES, CERTIFICATE_IMAGE_TYPE } from '@shared/certificates/certificate-image';

/**
 * What can be checked of storage.rules without the Storage emulator (its
 * runtime is missing on some machines; tests/rules/certificates-storage.test.ts
 * runs the rules where it exists): the limits are the web app's, and the file
 * grants nothing but fetching and a first, checked store.
 */
const rules = readFileSync(join(__dirname, '../../storage.rules'), 'utf8');
const code = rules.replace(/\/\/.*$/gm, '');

describe('storage.rules', () => {
  it('holds the size and type limits the web app checks before uploading', () => {
    const size = /request\.resource\.size < ([\d\s*]+)\n/.exec(code);
    expect(size).not.toBeNull();
    const bytes = size![1]!.split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
    expect(bytes).toBe(CERTIFICATE_IMAGE_MAX_BYTES);
    expect(code).toContain(`request.resource.contentType == '${CERTIFICATE_IMAGE_TYPE}'`);
  });

  it('allows only get, and create of a new, owned certificate picture', () => {
    const allows = [...code.matchAll(/allow ([a-z, ]+):\s*if ([^;]+);/g)].map((m) => ({ ops: m[1]!.trim(), condition: m[2]!.trim() }));
    expect(allows.map((a) => a.ops).sort()).toEqual(['create', 'create', 'get', 'get']);
    for (const a of allows.filter((x) => x.ops === 'get')) expect(a.condition).toBe('true');
    for (const a of allows.filter((x) => x.ops === 'create')) expect(a.condition).toContain('isNewCertificatePng(fileName)');
    const check = /function isNewCertificatePng\(fileName\) \{([\s\S]*?)\n {4}\}/.exec(code)?.[1] ?? '';
    expect(check).toContain('resource == null');
    expect(check).toContain('ownsCertificate(');
    const owns = /function ownsCertificate\(certificateId\) \{([\s\S]*?)\n {4}\}/.exec(code)?.[1] ?? '';
    expect(owns).toContain('request.auth.token.email_verified == true');
    expect(owns).toContain('.data.user_id == request.auth.uid');
  });
});
