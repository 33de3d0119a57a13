import { BlockList, isIPv4 } from 'node:net';

/**
 * Fastly's address ranges (the CDN in front of Hosting), pinned from https://api.fastly.com/public-ip-list as of
 * 2026-11; client-address.ts uses them to skip the edge's X-Forwarded-For entry. Refresh when Fastly adds ranges: a
 * missing edge merges its visitors into one sender (undercounting only).
 */
export const FASTLY_RANGES: readonly string[] = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
];

const FASTLY = new BlockList();
for (const range of FASTLY_RANGES) {
  const [network, prefix] = range.split('/');
  FASTLY.addSubnet(network!, Number(prefix), isIPv4(network!) ? 'ipv4' : 'ipv6');
}

/** Whether `address` (a valid IP) is one of Fastly's edges. */
export function isFastlyAddress(address: string): boolean {
  return FASTLY.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}
