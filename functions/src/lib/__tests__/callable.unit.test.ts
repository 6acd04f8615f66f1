// The callable wrapper every function shares: auth, role claim, input parsing and error mapping.
import { DomainError, NOT_ALLOWED, NOT_SIGNED_IN, confirmPaymentInput, updateOrderStatusInput } from '@aso/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { logged } from '../../../test/logs';
import { runCallable, type Caller, type Visitor } from '../callable';

const authAs = (uid: string, role?: string) =>
  ({ uid, token: { uid, email: `${uid}@example.test`, ...(role ? { role } : {}) } }) as never;
const echo = (input: unknown, caller: Caller) => Promise.resolve({ input, caller });
const signedIn = { who: 'signed-in', run: echo } as const;
const staff = { who: 'staff', run: echo } as const;
const admin = { who: 'admin', run: echo } as const;

describe('runCallable', () => {
  it('refuses a signed-out caller with unauthenticated and the chosen words', async () => {
    await expect(
      runCallable(confirmPaymentInput, signedIn, { auth: undefined, data: { reference: 'ASO-1' } }),
    ).rejects.toMatchObject({
      code: 'unauthenticated',
      message: NOT_SIGNED_IN,
    });
    await expect(
      runCallable(
        confirmPaymentInput,
        { ...signedIn, signInMessage: 'Sign in, please.' },
        { auth: undefined, data: {} },
      ),
    ).rejects.toMatchObject({
      message: 'Sign in, please.',
    });
  });

  it('checks the role claim: staff passes staff and admin; admin only admin; customers neither', async () => {
    const data = { orderId: 'o1', status: 'shipped', note: '' };
    await expect(runCallable(updateOrderStatusInput, staff, { auth: authAs('c1'), data })).rejects.toMatchObject({
      code: 'permission-denied',
      message: NOT_ALLOWED,
      details: { kind: 'not_allowed', code: 'auth/not-allowed' },
    });
    await expect(
      runCallable(updateOrderStatusInput, staff, { auth: authAs('s1', 'staff'), data }),
    ).resolves.toMatchObject({
      caller: { uid: 's1', role: 'staff', email: 's1@example.test' },
    });
    await expect(
      runCallable(updateOrderStatusInput, staff, { auth: authAs('a1', 'admin'), data }),
    ).resolves.toBeTruthy();
    await expect(
      runCallable(updateOrderStatusInput, admin, { auth: authAs('s1', 'staff'), data }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      runCallable(updateOrderStatusInput, admin, { auth: authAs('x', 'superuser'), data }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it("lets anyone call an open callable: a visitor's account if signed in, and the address Google's front end saw", async () => {
    const seen = (input: unknown, caller: Visitor) => Promise.resolve(caller);
    const rawRequest = { headers: { 'x-forwarded-for': '10.0.0.9, 203.0.113.7' }, socket: {} } as never;
    await expect(
      runCallable(
        confirmPaymentInput,
        { who: 'anyone', run: seen },
        { auth: undefined, data: { reference: 'A' }, rawRequest },
      ),
    ).resolves.toEqual({ uid: null, email: null, role: 'customer', ip: '203.0.113.7' });
    await expect(
      runCallable(confirmPaymentInput, { who: 'anyone', run: seen }, { auth: authAs('c1'), data: { reference: 'A' } }),
    ).resolves.toEqual({ uid: 'c1', email: 'c1@example.test', role: 'customer', ip: 'unknown' });
    await expect(
      runCallable(confirmPaymentInput, { who: 'anyone', run: seen }, { auth: undefined, data: {} }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('parses the input with the schema (defaults applied) and never runs the handler on a bad one', async () => {
    let ran = false;
    const handler = (input: unknown) => {
      ran = true;
      return Promise.resolve(input);
    };
    await expect(
      runCallable(
        updateOrderStatusInput,
        { who: 'signed-in', run: handler },
        { auth: authAs('s1', 'staff'), data: { orderId: ' o1 ', status: 'ready' } },
      ),
    ).resolves.toEqual({
      orderId: 'o1',
      status: 'ready',
      note: '',
      releaseRefundKobo: null,
    });
    ran = false;
    const refused = runCallable(
      updateOrderStatusInput,
      { who: 'signed-in', run: handler },
      { auth: authAs('s1'), data: { orderId: 'o1', status: 'lost' } },
    );
    await expect(refused).rejects.toBeInstanceOf(HttpsError);
    await expect(refused).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { kind: 'invalid_data', code: 'input/invalid', fields: { status: expect.any(String) as string } },
    });
    expect(ran).toBe(false);
  });

  it('maps DomainErrors by kind, zod errors to invalid-argument, contention to a logged busy answer, and anything else to a logged internal error', async () => {
    const run = (error: unknown) =>
      runCallable(
        z.object({}),
        {
          who: 'signed-in',
          run: () => {
            throw error;
          },
        },
        { auth: authAs('u1'), data: {} },
      );
    await expect(
      run(
        new DomainError('out_of_stock', 'stock/insufficient', 'Only 1 left in size M of Top.', {
          'stock.M': 'Only 1 left in size M of Top.',
        }),
      ),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Only 1 left in size M of Top.',
      details: {
        kind: 'out_of_stock',
        code: 'stock/insufficient',
        fields: { 'stock.M': 'Only 1 left in size M of Top.' },
      },
    });
    await expect(run(new DomainError('conflict', 'payment/no-balance', 'No balance.'))).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    const zodError = z.object({ qty: z.int() }).safeParse({ qty: 'x' }).error;
    await expect(run(zodError)).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { fields: { qty: expect.any(String) as string } },
    });
    await expect(run(new Error('Document orders/x is broken'))).rejects.toMatchObject({
      code: 'internal',
      message: 'Something went wrong. Please try again.',
    });
    expect(logged('callableFailed').at(-1)?.fields.error).toBe('Document orders/x is broken');
    // Firestore contention that outlived every retry: the shop is busy, in words, and still logged.
    for (const [code, words] of [
      [10, '10 ABORTED: Transaction lock timeout.'],
      [3, '3 INVALID_ARGUMENT: Transaction is invalid or closed.'],
    ] as const) {
      await expect(run(Object.assign(new Error(words), { code }))).rejects.toMatchObject({
        code: 'unavailable',
        message: 'The shop is busy right now. Please try again in a moment.',
      });
      expect(logged('callableFailed').at(-1)?.fields.error).toBe(words);
    }
    // Any other INVALID_ARGUMENT from Firestore is a fault of ours, not contention.
    await expect(run(Object.assign(new Error('3 INVALID_ARGUMENT: bad field'), { code: 3 }))).rejects.toMatchObject({
      code: 'internal',
    });
  });
});
