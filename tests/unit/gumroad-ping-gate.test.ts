import { parsePing } from '../../functions/src/gumroad/ping';
import { pingRefusal, pingSettingsFrom, productRefusalNote } from '../../functions/src/gumroad/ping-gate';

const SECRET = 'q2Yx7Kd0vN3pL8sR1tW6zB4mC9fH5jA2eG7uI0oP3k';

describe('which pings get in', () => {
  it('refuses every ping while no secret is set, saying how to turn pings on', () => {
    for (const stored of [undefined, '', '   ', 42]) {
      const refusal = pingRefusal(pingSettingsFrom({ gumroad_webhook_secret: stored }), 'anything');
      expect(refusal).toMatchObject({ status: 403, kind: 'no-secret' });
      expect(refusal?.reason).toMatch(/no webhook secret is set.*Generate secret/);
    }
    expect(pingRefusal(pingSettingsFrom(undefined), undefined)?.kind).toBe('no-secret');
  });

  it('refuses a missing or wrong secret, and lets the right one in', () => {
    const settings = pingSettingsFrom({ gumroad_webhook_secret: SECRET });
    for (const given of [undefined, '', 'wrong', `${SECRET}x`, [SECRET]]) {
      expect(pingRefusal(settings, given)).toMatchObject({ status: 401, kind: 'wrong-secret' });
    }
    expect(pingRefusal(settings, SECRET)).toBeNull();
    expect(pingRefusal(pingSettingsFrom({ gumroad_webhook_secret: ` ${SECRET} ` }), SECRET)).toBeNull();
  });
});

describe('the product allow-list', () => {
  const sale = (extra: Record<string, string> = {}) => {
    const ping = parsePing(
      new URLSearchParams({
        sale_id: 's1',
        email: 'a@example.com',
        permalink: 'founding-floater',
        product_permalink: 'https://clevelandfloaters.gumroad.com/l/founding-floater',
        short_product_id: 'xKqZp',
        product_name: 'Founding Floater Membership',
        ...extra,
      }),
    );
    if (ping.kind !== 'sale') throw new Error(`not a sale: ${ping.kind}`);
    return ping;
  };

  it('lets a listed product through, by permalink, product address or short id, in any case', () => {
    for (const list of [['founding-floater'], ['Founding-Floater'], ['xkqzp']]) {
      expect(productRefusalNote(pingSettingsFrom({ gumroad_product_permalinks: list }), sale())).toBeNull();
    }
    const onlyAddress = sale({ permalink: '', short_product_id: '' });
    expect(productRefusalNote(pingSettingsFrom({ gumroad_product_permalinks: ['founding-floater'] }), onlyAddress)).toBeNull();
  });

  it('turns away another product, naming it and the list', () => {
    const note = productRefusalNote(
      pingSettingsFrom({ gumroad_product_permalinks: ['founding-floater'] }),
      sale({
        permalink: 'tote-bag',
        product_permalink: 'https://x.gumroad.com/l/tote-bag',
        short_product_id: 'tb1',
        product_name: 'Tote bag',
      }),
    );
    expect(note).toBe(
      'Not a Founding Floater product: Tote bag (tote-bag) is not on the product list in Gumroad Settings, so nothing changed.',
    );
  });

  it('accepts nothing while the list is empty, and says to add the permalink', () => {
    for (const stored of [undefined, [], 'founding-floater', [42]]) {
      expect(productRefusalNote(pingSettingsFrom({ gumroad_product_permalinks: stored }), sale())).toBe(
        "Nothing changed: the product list in Gumroad Settings is empty. Add 'founding-floater' there to accept this product's sales.",
      );
    }
  });

  it('turns away a sale that names no product at all', () => {
    const bare = sale({ permalink: '', product_permalink: '', short_product_id: '', product_id: '', product_name: '' });
    expect(productRefusalNote(pingSettingsFrom({ gumroad_product_permalinks: ['founding-floater'] }), bare)).toBe(
      'Not a Founding Floater product: no product is named, so nothing changed.',
    );
  });
});
