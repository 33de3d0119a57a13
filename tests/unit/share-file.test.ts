import { prepareShareFile, preparedShareFile, shareFileWithin } from '@/lib/share-file';

/**
 * The files a Share tap hands the sheet (web/src/lib/share-file.ts): the certificate's own drawing when it is there,
 * else the server's picture, else a short wait for the first of them. Each test uses keys of its own, as the module
 * keeps what it made for the page's life.
 */
const png = (bytes: number) => Promise.resolve(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
const later = <T>(ms: number, value: () => Promise<T>) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), ms));

beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('files made ahead of a share', () => {
  it('gives a tap the first of its keys that is ready, under the name asked for', async () => {
    await prepareShareFile('server:a', () => png(3), 'a.png');
    expect(preparedShareFile('drawn:a', 'server:a')).toMatchObject({ name: 'a.png', size: 3, type: 'image/png' });
    await prepareShareFile('drawn:a', () => png(5), 'a.png');
    expect(preparedShareFile('drawn:a', 'server:a')?.size).toBe(5);
    expect(preparedShareFile('drawn:none', 'server:none')).toBeUndefined();
  });

  it('makes each file once, whoever asks first', async () => {
    const make = jest.fn(() => png(1));
    await Promise.all([prepareShareFile('once', make), prepareShareFile('once', make)]);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('lets a tap wait for whichever of its files comes first, and no longer than it may', async () => {
    void prepareShareFile('server:b', () => later(20, () => png(2)), 'b.png');
    void prepareShareFile('drawn:b', () => later(300, () => png(9)), 'b.png');
    expect((await shareFileWithin(['drawn:b', 'server:b'], 1_000))?.size).toBe(2);
    void prepareShareFile('server:c', () => later(500, () => png(2)));
    expect(await shareFileWithin(['server:c'], 20)).toBeUndefined();
  });

  it('asks again for a file whose making failed', async () => {
    expect(await prepareShareFile('flaky', () => Promise.reject(new Error('offline')))).toBeUndefined();
    expect((await prepareShareFile('flaky', () => png(4)))?.size).toBe(4);
  });
});
