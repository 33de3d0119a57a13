import { clientAddress, rateLimitNetwork, rateLimitWideNetwork } from '../../functions/src/lib/client-address';

describe('the address a rate limit counts', () => {
  it('through a Hosting rewrite: the visitor before the CDN edge that ends X-Forwarded-For, not the edge', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7, 151.101.65.195' }, '169.254.1.1', 'hosting')).toBe('203.0.113.7');
  });

  it('two visitors behind one edge are two senders', () => {
    const edge = '151.101.65.195';
    const a = clientAddress({ 'x-forwarded-for': `203.0.113.7, ${edge}` }, undefined, 'hosting');
    const b = clientAddress({ 'x-forwarded-for': `198.51.100.9, ${edge}` }, undefined, 'hosting');
    expect(a).not.toBe(b);
  });

  it('called directly: the last X-Forwarded-For entry, which Google appends, never what the caller wrote before it', () => {
    expect(clientAddress({ 'x-forwarded-for': '10.1.2.3, 198.51.100.4' }, '169.254.1.1', 'direct')).toBe('198.51.100.4');
    expect(clientAddress({ 'x-forwarded-for': ['10.1.2.3, 198.51.100.4'] }, undefined, 'direct')).toBe('198.51.100.4');
  });

  it('a made-up Fastly-Client-IP is never read, even at a function Hosting rewrites to: a new one per call is still one sender', () => {
    const forged = (n: number) => ({ 'fastly-client-ip': `10.9.9.${n}`, 'x-forwarded-for': '198.51.100.4' });
    expect(clientAddress(forged(1), undefined, 'hosting')).toBe('198.51.100.4');
    expect(clientAddress(forged(2), undefined, 'hosting')).toBe('198.51.100.4');
  });

  it('behind the CDN: the entry before a Fastly edge (IPv4 or IPv6), whatever the visitor wrote before that', () => {
    expect(clientAddress({ 'x-forwarded-for': 'evil, 1.2.3.4, 203.0.113.7, 151.101.65.195' }, undefined, 'hosting')).toBe('203.0.113.7');
    expect(clientAddress({ 'x-forwarded-for': '2001:db8::7, 2a04:4e42:400::1' }, undefined, 'hosting')).toBe('2001:db8::7');
    // A last entry that is not Fastly's is the caller, whatever stands before it.
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7, 198.51.100.4' }, undefined, 'hosting')).toBe('198.51.100.4');
  });

  it('a callable never looks past the last entry, even when it is a Fastly edge: anyone can put a Fastly service in front', () => {
    // Someone's own Fastly service writes a new "visitor" before its edge on every call.
    const viaTheirFastly = (n: number) => ({ 'x-forwarded-for': `10.9.9.${n}, 151.101.65.195` });
    expect(clientAddress(viaTheirFastly(1), undefined, 'direct')).toBe('151.101.65.195');
    expect(clientAddress(viaTheirFastly(2), undefined, 'direct')).toBe('151.101.65.195');
    expect(clientAddress(viaTheirFastly(1), undefined, 'hosting')).toBe('10.9.9.1');
  });

  it('takes only IP addresses: any other string falls back to the connection, so it cannot name a bucket', () => {
    expect(clientAddress({ 'x-forwarded-for': 'anything-at-all' }, '198.51.100.4', 'hosting')).toBe('198.51.100.4');
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7, not-an-ip' }, undefined, 'hosting')).toBe('unknown');
    expect(clientAddress({ 'x-forwarded-for': 'x, 151.101.65.195' }, '198.51.100.4', 'hosting')).toBe('198.51.100.4');
  });

  it('with no header at all (the emulators): the connection itself', () => {
    expect(clientAddress({}, '127.0.0.1', 'direct')).toBe('127.0.0.1');
    expect(clientAddress({}, undefined, 'direct')).toBe('unknown');
  });

  it('limits IPv6 per /64, the block one household or phone is given', () => {
    expect(rateLimitNetwork('2001:db8:85a3:12:1111:2222:3333:4444')).toBe('2001:db8:85a3:12::/64');
    expect(rateLimitNetwork('2001:0DB8:85a3:0012::9')).toBe('2001:db8:85a3:12::/64');
    expect(rateLimitNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitNetwork('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts IPv4 per address, also when written as IPv4-mapped IPv6', () => {
    expect(rateLimitNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts a second tier per IPv6 /48, so rotating /64s inside one site buys nothing; none for IPv4', () => {
    expect(rateLimitWideNetwork('2001:db8:85a3:12:1111:2222:3333:4444')).toBe('2001:db8:85a3::/48');
    expect(rateLimitWideNetwork('2001:db8:85a3:ffff::1')).toBe('2001:db8:85a3::/48');
    expect(rateLimitWideNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(rateLimitWideNetwork('203.0.113.7')).toBeNull();
    expect(rateLimitWideNetwork('::ffff:203.0.113.7')).toBeNull();
  });
});
