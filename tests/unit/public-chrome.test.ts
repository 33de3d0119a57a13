import { showsBuyShortcuts, showsSiteChrome } from '../../web/src/components/layout/site-chrome';

describe('site header and footer visibility', () => {
  it.each(['/admin', '/admin/email/subscribers', '/admin/import-gumroad', '/quiz', '/quiz/result/newblood'])('hides them on %s', (path) => {
    expect(showsSiteChrome(path)).toBe(false);
  });

  it.each(['/', '/why', '/team', '/affiliate/guide', '/foundingfloaters', '/founders/c/abc-1234', '/no-such-deck'])('shows them on %s', (path) => {
    expect(showsSiteChrome(path)).toBe(true);
  });
});

describe("the header's buy button and the phone's buy bar", () => {
  it.each(['/', '/why', '/join', '/faq', '/foundingfloaters', '/founders/c/abc-1234', '/no-such-deck'])('are on %s', (path) => {
    expect(showsBuyShortcuts(path)).toBe(true);
  });

  it.each(['/thank-you', '/auth', '/founders/new', '/affiliate', '/affiliate/guide', '/quiz/result/newblood', '/admin'])(
    'are not on %s, where the visitor has just bought, signs in, has another bar or has no header',
    (path) => {
      expect(showsBuyShortcuts(path)).toBe(false);
    },
  );
});
