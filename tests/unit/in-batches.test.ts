import { inBatches } from '../../functions/src/lib/in-batches';

describe('inBatches', () => {
  it('asks at most the batch size at once, and answers for every item', async () => {
    let running = 0;
    let most = 0;
    const { results, failed } = await inBatches([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return n * 10;
    });
    expect(most).toBe(3);
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(failed).toEqual([]);
  });

  it('goes on past a failure and returns it to retry', async () => {
    const refused = new Error('Gumroad said no to 2');
    const { results, failed } = await inBatches([1, 2, 3], 2, async (n) => {
      if (n === 2) throw refused;
      return n;
    });
    expect(results).toEqual([1, 3]);
    expect(failed).toEqual([refused]);
  });
});
