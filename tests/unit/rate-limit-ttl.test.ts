import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FirestoreApi } from 'firebase-tools/lib/firestore/api';
import { RATE_LIMIT_EXPIRY_FIELD, RATE_LIMIT_SLOT_GROUPS } from '../../functions/src/lib/rate-limit';

/**
 * Rate-limit slots would pile up for ever without a TTL policy; the policies
 * are deployed from firestore.indexes.json, one per slot collection group.
 */
const spec = JSON.parse(readFileSync(join(__dirname, '../../firestore.indexes.json'), 'utf8')) as {
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }[];
};

describe('firestore.indexes.json', () => {
  it.each(RATE_LIMIT_SLOT_GROUPS)('declares a TTL policy on expires_at for %s', (group) => {
    expect(spec.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: group, fieldPath: RATE_LIMIT_EXPIRY_FIELD, ttl: true }),
    );
  });

  it('declares a TTL policy on expires_at for rate_limits, where the daily salts of the address hashes live', () => {
    expect(spec.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: 'rate_limits', fieldPath: RATE_LIMIT_EXPIRY_FIELD, ttl: true }),
    );
  });

  it('is a spec firebase-tools deploys', () => {
    expect(() => new FirestoreApi().validateSpec(spec)).not.toThrow();
  });
});
