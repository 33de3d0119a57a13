import { formatCount } from '../../functions/src/shared/format-count';

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString("en-US") does, commas between thousands', () => {
    for (const n of [0, 7, 999, 1_000, 3_000, 65_536, 200_000, 1_234_567, 10_000_000, -1_234])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
});
