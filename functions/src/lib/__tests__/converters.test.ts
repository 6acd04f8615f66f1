// Documents are parsed at the edge, through the Admin SDK against the test stack: a document that does not fit fails
// with its path. The pure conversion is in converters.unit.test.ts.
import { timelineEntrySchema, stockSchema } from '@aso/domain';
import { describe, expect, it } from 'vitest';
import { db, testId } from '../../../test/factories';
import { DocumentShapeError, converter, parseDoc } from '../converters';

describe('converters', () => {
  it('reads through withConverter as the schema describes, and names the path of a broken document', async () => {
    const id = testId('conv');
    const at = new Date('2025-03-01T18:30:00.123Z');
    await db().doc(`orders/${id}/events/e1`).set({ status: 'ready', createdAt: at });
    const read = await db().doc(`orders/${id}/events/e1`).withConverter(converter(timelineEntrySchema)).get();
    expect(read.data()).toEqual({ status: 'ready', note: '', authorId: null, createdAt: at });

    await db()
      .doc(`stock/${id}`)
      .set({ sizes: { M: { onHand: -3 } } });
    const error = await db()
      .doc(`stock/${id}`)
      .get()
      .then((s) => parseDoc(stockSchema, s))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentShapeError);
    expect(error).toMatchObject({ path: `stock/${id}`, message: expect.stringContaining('sizes.M.onHand') as string });
    expect(
      parseDoc(
        stockSchema,
        await db()
          .doc(`stock/${testId('none')}`)
          .get(),
      ),
    ).toBeNull();
  });
});
