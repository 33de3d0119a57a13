import { linkedInAddToProfileUrl } from '../../web/src/features/certificates/api/linkedin-profile';
import { urlParts } from '../support/url-parts';

const BASE = 'https://www.linkedin.com/profile/add';

describe("LinkedIn's Add to profile link", () => {
  it('prefills the certification name, organization, issue year and month, certificate URL and id', () => {
    expect(
      urlParts(
        linkedInAddToProfileUrl(BASE, {
          name: 'Founding Floater',
          organizationName: 'Cleveland Floaters',
          issueDateIso: '2025-03-05',
          certUrl: 'https://clevelandfloaters.web.app/founders/c/zoe-novak-ab12',
          certId: 'zoe-novak-ab12',
        }),
      ),
    ).toEqual({
      base: BASE,
      params: {
        startTask: 'CERTIFICATION_NAME',
        name: 'Founding Floater',
        organizationName: 'Cleveland Floaters',
        issueYear: '2025',
        issueMonth: '3',
        certUrl: 'https://clevelandfloaters.web.app/founders/c/zoe-novak-ab12',
        certId: 'zoe-novak-ab12',
      },
    });
  });

  it('encodes what it carries, and leaves out a date it cannot read rather than guessing one', () => {
    const link = linkedInAddToProfileUrl(BASE, {
      name: 'Founding Floater & Friends',
      organizationName: 'Cleveland Floaters',
      issueDateIso: 'not-a-date',
      certUrl: 'https://example.test/founders/c/a?b=1&c=2',
      certId: 'a b',
    });
    const params = new URL(link).searchParams;
    expect(params.get('name')).toBe('Founding Floater & Friends');
    expect(params.get('certUrl')).toBe('https://example.test/founders/c/a?b=1&c=2');
    expect(params.get('certId')).toBe('a b');
    expect(params.has('issueYear')).toBe(false);
    expect(params.has('issueMonth')).toBe(false);
  });
});
