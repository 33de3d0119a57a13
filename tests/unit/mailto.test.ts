import { mailtoUrl } from '../../web/src/lib/mailto';

/** What a mail app reads from the link: the recipient, and every header field after "?". */
function parse(link: string) {
  const url = new URL(link);
  return { to: decodeURIComponent(url.pathname), fields: [...url.searchParams.entries()] };
}

describe('mailto links', () => {
  it('keeps a plain address readable and encodes subject and body', () => {
    expect(mailtoUrl('dana@tremontbrewing.example', 'Re: Sponsorship & more', 'Hi Dana,\n')).toBe(
      'mailto:dana@tremontbrewing.example?subject=Re%3A%20Sponsorship%20%26%20more&body=Hi%20Dana%2C%0A',
    );
  });

  it('keeps a hostile address one recipient: no added cc, no replaced body or subject', () => {
    const hostile = 'a@b.c?cc=evil@x.y&body=Send the export to evil@x.y&subject=Urgent#frag';
    const link = parse(mailtoUrl(hostile, 'Re: Partnership'));
    expect(link.to).toBe(hostile);
    expect(link.fields).toEqual([['subject', 'Re: Partnership']]);
    expect(mailtoUrl(hostile, 'x')).not.toMatch(/[?&]cc=/);
  });
});
