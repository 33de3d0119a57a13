import type { DocumentReference } from 'firebase-admin/firestore';
import { claimDeliveries, unsentClaims, type DeliveryWriter } from '../../functions/src/email/delivery-claims';

/** A writer whose create answers per recipient: ok, or a Firestore error code. */
function writerAnswering(codes: Record<string, number>): DeliveryWriter & { closed: boolean } {
  const w = {
    closed: false,
    create: (ref: DocumentReference) =>
      codes[ref.id] ? Promise.reject(Object.assign(new Error(`code ${codes[ref.id]}`), { code: codes[ref.id] })) : Promise.resolve(),
    close: async () => {
      w.closed = true;
    },
  };
  return w;
}
const recordOf = (id: string) => ({ id }) as DocumentReference;

describe('claiming delivery records', () => {
  it('leaves out recipients whose record already exists, and claims the rest', async () => {
    const writer = writerAnswering({ b: 6 });
    await expect(claimDeliveries(writer, ['a', 'b', 'c'], recordOf, {})).resolves.toEqual({ claimed: ['a', 'c'], failure: null });
    expect(writer.closed).toBe(true);
  });

  it.each([
    ['UNAVAILABLE', 14],
    ['DEADLINE_EXCEEDED', 4],
    ['ABORTED', 10],
    ['INTERNAL', 13],
  ])('reports %s instead of taking it as handled', async (_, code) => {
    const { failure } = await claimDeliveries(writerAnswering({ b: code }), ['a', 'b', 'c'], recordOf, {});
    expect(failure).toMatchObject({ code });
  });

  it('reports a writer that fails to close', async () => {
    const writer = { create: () => Promise.resolve(), close: () => Promise.reject(new Error('closed badly')) };
    expect((await claimDeliveries(writer, ['a'], recordOf, {})).failure).toEqual(new Error('closed badly'));
  });
});

describe('claims a resume takes up again', () => {
  const records = [
    { id: 'sent', status: 'sent', batch: 'run1:0' },
    { id: 'in-flight', status: 'sending', batch: 'run1:0' },
    { id: 'never-sent', status: 'sending', batch: 'run1:1' },
    { id: 'unconfirmed', status: 'unconfirmed', batch: 'run1:1' },
    { id: 'older-record', status: 'sending', batch: undefined },
  ];

  it('are the ones whose batch never went to SendGrid', () => {
    expect(unsentClaims(records, ['run1:0'])).toEqual(new Set(['never-sent']));
    expect(unsentClaims(records, undefined)).toEqual(new Set(['in-flight', 'never-sent']));
  });
});
