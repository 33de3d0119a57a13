import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAINTED_PAGE_ROUTES } from '../../functions/src/shared/html/painted-pages';

type Rewrite = { source: string; function?: { functionId: string } };
const rewrites = (JSON.parse(readFileSync(join(__dirname, '../../firebase.json'), 'utf8')) as { hosting: { rewrites: Rewrite[] } }).hosting
  .rewrites;
const servedBy = (source: string) => rewrites.find((r) => r.source === source)?.function?.functionId;

describe('which function Hosting sends a public address to', () => {
  it('sends the share-preview function (ogCertificate) only pictures, never a page', () => {
    const toPreviews = rewrites.filter((r) => r.function?.functionId === 'ogCertificate').map((r) => r.source);
    expect(toPreviews.length).toBeGreaterThan(0);
    expect(toPreviews.filter((source) => !/\/(og|story)\.png$/.test(source))).toEqual([]);
  });

  it('sends every page painted per request, and the certificate and quiz result pages, to `pages`', () => {
    for (const source of [
      ...PAINTED_PAGE_ROUTES,
      '/founders/c/**',
      '/quiz/result/**',
      '/foundingfloaters',
      '/faq',
      '/sailings',
      '/sailings/**',
      '/tickets/**',
    ]) {
      expect([source, servedBy(source)]).toEqual([source, 'pages']);
    }
  });
});
