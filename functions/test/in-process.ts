/**
 * A callable run in this process, the way its trigger runs it (runCallable: signed in, role, the contract's schema, the
 * error mapping) with its real handler and the test stack's Firestore and Paystack double: what a test needs when the
 * fact is about the handler and the database — a rush of buyers, a race — and not about HTTP. The Functions emulator
 * starts one worker process per concurrent request, so a burst over HTTP measures process start-up on a small machine.
 * The answer has the shape of `call` (test/callables.ts).
 */
import { CALLABLES, type CallableName, type CallableResult } from '@aso/domain/contract';
import { HttpsError } from 'firebase-functions/v2/https';
import type * as z from 'zod';
import { runCallable, type Caller } from '../src/lib/callable';
import { claimsOf, type TestUser } from './auth';
import type { CallResult } from './callables';

export async function callInProcess<N extends CallableName>(
  name: N,
  run: (caller: Caller, input: never) => Promise<CallableResult<N>>,
  data: unknown,
  user: Pick<TestUser, 'idToken'> | null,
): Promise<CallResult<CallableResult<N>>> {
  const claims = user ? claimsOf(user.idToken) : null;
  const uid = typeof claims?.user_id === 'string' ? claims.user_id : '';
  try {
    const result = await runCallable(
      CALLABLES[name].input as unknown as z.ZodType,
      { who: 'signed-in', run: (input, caller) => run(caller, input as never) },
      { data, auth: claims ? { uid, token: claims as never, rawToken: user!.idToken } : undefined },
    );
    return { ok: true, data: result };
  } catch (error) {
    if (!(error instanceof HttpsError)) throw error;
    return {
      ok: false,
      httpStatus: error.httpErrorCode.status,
      status: error.httpErrorCode.canonicalName,
      message: error.message,
      details: error.details,
    };
  }
}
