import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
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
const OUR_BATCH = { batch: 'run2:0' };
/** The records already stored, by recipient: written by another run, unless they carry our batch. */
const storedRecords =
  (records: Record<string, { batch: string }>) =>
  async (ref: DocumentReference): Promise<DocumentData | undefined> =>
    records[ref.id];

describe('claiming delivery records', () => {
  it('leaves out recipients whose record already exists, and claims the rest', async () => {
    const writer = writerAnswering({ b: 6 });
    const read = storedRecords({ b: { batch: 'run1:0' } });
    await expect(claimDeliveries(writer, ['a', 'b', 'c'], recordOf, OUR_BATCH, read)).resolves.toEqual({
      claimed: ['a', 'c'],
      failure: null,
    });
    expect(writer.closed).toBe(true);
  });

  it('keeps a recipient whose record is our own: the create landed, its answer was lost, and the retry met it', async () => {
    const read = storedRecords({ b: OUR_BATCH });
    await expect(claimDeliveries(writerAnswering({ b: 6 }), ['a', 'b'], recordOf, OUR_BATCH, read)).resolves.toEqual({
      claimed: ['a', 'b'],
      failure: null,
    });
  });

  it('reports a record it cannot read back instead of guessing whose it is', async () => {
    const read = () => Promise.reject(Object.assign(new Error('unavailable'), { code: 14 }));
    const { claimed, failure } = await claimDeliveries(writerAnswering({ b: 6 }), ['a', 'b'], recordOf, OUR_BATCH, read);
    expect(claimed).toEqual(['a']);
    expect(failure).toMatchObject({ code: 14 });
  });

  it.each([
    ['UNAVAILABLE', 14],
    ['DEADLINE_EXCEEDED', 4],
    ['ABORTED', 10],
    ['INTERNAL', 13],
  ])('reports %s instead of taking it as handled', async (_, code) => {
    const { failure } = await claimDeliveries(writerAnswering({ b: code }), ['a', 'b', 'c'], recordOf, OUR_BATCH);
    expect(failure).toMatchObject({ code });
  });

  it('reports a writer that fails to close', async () => {
    const writer = { create: () => Promise.resolve(), close: () => Promise.reject(new Error('closed badly')) };
    expect((await claimDeliveries(writer, ['a'], recordOf, OUR_BATCH)).failure).toEqual(new Error('closed badly'));
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
