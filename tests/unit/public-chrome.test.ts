import { showsSiteChrome } from '../../web/src/components/layout/site-chrome';

describe('site header and footer visibility', () => {
  it.each(['/admin', '/admin/email/subscribers', '/admin/import-gumroad', '/quiz', '/quiz/result/newblood'])('hides them on %s', (path) => {
    expect(showsSiteChrome(path)).toBe(false);
  });

  it.each(['/', '/why', '/team', '/affiliate/guide', '/foundingfloaters', '/founders/c/abc-1234', '/no-such-deck'])('shows them on %s', (path) => {
    expect(showsSiteChrome(path)).toBe(true);
  });
});
