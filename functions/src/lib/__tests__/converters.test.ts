// Documents are parsed at the edge, through the Admin SDK against the test stack: a document that does not fit fails
// with its path. The pure conversion is in converters.unit.test.ts.
import { timelineEntrySchema, stockSchema } from '@aso/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db, testId } from '../../../test/factories';
import { stockDoc } from '../collections';
import { DocumentShapeError } from '@aso/domain/shared/schemas/read-document';
import { converter, parseDoc } from '../converters';

describe('converters', () => {
  it('reads through withConverter as the schema describes, and names the path of a broken document', async () => {
    const id = testId('conv');
    const at = new Date('2025-03-01T18:30:00.123Z');
    await db().doc(`orders/${id}/events/e1`).set({ status: 'ready', createdAt: at });
    const read = await db().doc(`orders/${id}/events/e1`).withConverter(converter(timelineEntrySchema, 'events')).get();
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

  it('refuses, before sending, a write that its own reader would refuse, and lets sentinels and merges through', async () => {
    const id = testId('write');
    const ref = stockDoc(db(), id);
    // A whole document that does not fit: refused as it is handed to the SDK, so nothing is written.
    const bad = () => ref.set({ sizes: { M: { onHand: -1, reorderLevel: 0 } }, shardCount: 0, alerts: 0 });
    expect(bad).toThrow(DocumentShapeError);
    expect(bad).toThrow(/sizes\.M\.onHand/);
    expect((await db().doc(`stock/${id}`).get()).exists).toBe(false);
    // A merge is held to the fields it writes: a wrong kind or a size the shop does not have is refused, a partial
    // map is not.
    expect(() => ref.set({ alerts: 'many' } as never, { merge: true })).toThrow(DocumentShapeError);
    expect(() => ref.set({ sizes: { XXL: { onHand: 1, reorderLevel: 0 } } } as never, { merge: true })).toThrow(/XXL/);
    await ref.set({ sizes: { M: { onHand: 4, reorderLevel: 1 } } }, { merge: true });
    // Sentinels stand for what they store: an increment is a number.
    await ref.set({ alerts: FieldValue.increment(1) } as never, { merge: true });
    expect((await ref.get()).data()).toMatchObject({ sizes: { M: { onHand: 4, reorderLevel: 1 } }, alerts: 1 });
  });
});
