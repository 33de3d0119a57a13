import { el, RenderQueueFull, renderTreePng } from '../../functions/src/certificates/share-image';

/**
 * The function that draws share pictures also serves every certificate page,
 * so a flood of picture requests must queue, then be turned away, rather than
 * take every CPU and all the memory of an instance.
 */
describe('drawing share pictures', () => {
  const tiny = el('div', { display: 'flex', width: '100%', height: '100%', backgroundColor: '#123456' }, 'x');

  it('draws two at a time, lets sixteen wait, and turns the rest away', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 24 }, () => renderTreePng(tiny, { width: 60, height: 30 })));
    const drawn = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(drawn).toHaveLength(18);
    expect(refused).toHaveLength(6);
    expect(refused.every((r) => r instanceof RenderQueueFull)).toBe(true);
  });

  it('takes new pictures again once the queue has drained', async () => {
    const again = await Promise.all(Array.from({ length: 3 }, () => renderTreePng(tiny, { width: 60, height: 30 })));
    expect(again.every((png) => png.subarray(1, 4).toString() === 'PNG')).toBe(true);
  });
});
