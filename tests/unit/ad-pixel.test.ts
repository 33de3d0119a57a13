import { pixelAllowedOn } from '../../web/src/lib/ad-pixel';

describe('where the ad pixel may load', () => {
  it.each(['/', '/why', '/quiz/result/newblood', '/founders/c/abc123', '/foundingfloaters'])('on the public page %s', (path) => {
    expect(pixelAllowedOn(path)).toBe(true);
  });

  it.each(['/admin', '/admin/email/settings', '/admin/import-gumroad', '/auth', '/founders/new'])('never on %s', (path) => {
    expect(pixelAllowedOn(path)).toBe(false);
  });
});
