// The callable wrapper every function shares: auth, role claim, input parsing and error mapping.
import { DomainError, NOT_ALLOWED, NOT_SIGNED_IN, confirmPaymentInput, updateOrderStatusInput } from '@aso/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { logged } from '../../../test/logs';
import { runCallable, type Caller } from '../callable';

const authAs = (uid: string, role?: string) =>
  ({ uid, token: { uid, email: `${uid}@example.test`, ...(role ? { role } : {}) } }) as never;
const echo = (input: unknown, caller: Caller) => Promise.resolve({ input, caller });

describe('runCallable', () => {
  it('refuses a signed-out caller with unauthenticated and the chosen words', async () => {
    await expect(
      runCallable(confirmPaymentInput, echo, {}, { auth: undefined, data: { reference: 'ASO-1' } }),
    ).rejects.toMatchObject({
      code: 'unauthenticated',
      message: NOT_SIGNED_IN,
    });
    await expect(
      runCallable(confirmPaymentInput, echo, { signInMessage: 'Sign in, please.' }, { auth: undefined, data: {} }),
    ).rejects.toMatchObject({
      message: 'Sign in, please.',
    });
  });

  it('checks the role claim: staff passes staff and admin; admin only admin; customers neither', async () => {
    const data = { orderId: 'o1', status: 'shipped', note: '' };
    await expect(
      runCallable(updateOrderStatusInput, echo, { role: 'staff' }, { auth: authAs('c1'), data }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
      message: NOT_ALLOWED,
      details: { kind: 'not_allowed', code: 'auth/not-allowed' },
    });
    await expect(
      runCallable(updateOrderStatusInput, echo, { role: 'staff' }, { auth: authAs('s1', 'staff'), data }),
    ).resolves.toMatchObject({
      caller: { uid: 's1', role: 'staff', email: 's1@example.test' },
    });
    await expect(
      runCallable(updateOrderStatusInput, echo, { role: 'staff' }, { auth: authAs('a1', 'admin'), data }),
    ).resolves.toBeTruthy();
    await expect(
      runCallable(updateOrderStatusInput, echo, { role: 'admin' }, { auth: authAs('s1', 'staff'), data }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      runCallable(updateOrderStatusInput, echo, { role: 'admin' }, { auth: authAs('x', 'superuser'), data }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
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
        handler,
        {},
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
      handler,
      {},
      { auth: authAs('s1'), data: { orderId: 'o1', status: 'lost' } },
    );
    await expect(refused).rejects.toBeInstanceOf(HttpsError);
    await expect(refused).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { kind: 'invalid_data', code: 'input/invalid', fields: { status: expect.any(String) as string } },
    });
    expect(ran).toBe(false);
  });

  it('maps DomainErrors by kind, zod errors to invalid-argument, and anything else to a logged internal error', async () => {
    const run = (error: unknown) =>
      runCallable(
        z.object({}),
        () => {
          throw error;
        },
        {},
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
  });
});
