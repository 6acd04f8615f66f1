// The callable protocol over HTTP, on the Functions emulator: every callable of the contract is exported from
// functions/src/index.ts as a callable trigger in the region (what the emulator and a deploy serve), and a web SDK's
// request ({data} in, {result} or {error: {status, message, details}} out) is answered exactly as the in-process
// `call` the other tests use answers it (test/callables.ts), the role of a role-gated call read from Auth there too.
// Few requests: the emulator starts a worker process for each function on its first request (seconds on a busy
// machine). What each callable does is proven in process, beside its handler; who may call what in who-may-call.test.ts.
import { CHECKOUT_SIGN_IN, NOT_ALLOWED } from '@aso/domain';
import { CALLABLES, type GetAccountResult } from '@aso/domain/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import * as deployed from '../index';
import { getAuth } from '../lib/admin';
import { REGION } from '../lib/region';
import { makeStaffUser, makeUser, type TestUser } from '../../test/auth';
import { call, callOverHttp } from '../../test/callables';

let admin: TestUser;
let demoted: TestUser;
beforeAll(async () => {
  [admin, demoted] = await Promise.all([makeStaffUser('admin'), makeStaffUser('staff')]);
  await getAuth().setCustomUserClaims(demoted.uid, {});
});

describe('every deployed callable over HTTP', () => {
  it('every callable of the contract is deployed as a callable trigger in the region', () => {
    for (const name of Object.keys(CALLABLES)) {
      const endpoint = (deployed as unknown as Record<string, { __endpoint?: unknown }>)[name]?.__endpoint;
      expect(endpoint, name).toMatchObject({ platform: 'gcfv2', region: [REGION], callableTrigger: {} });
    }
  });

  it('answers a signed-out visitor as in process: an open callable reads the input, the others ask to sign in', async () => {
    const open = await callOverHttp('checkCode', 'smoke', null);
    expect(open).toMatchObject({
      ok: false,
      httpStatus: 400,
      status: 'INVALID_ARGUMENT',
      details: { kind: 'invalid_data' },
    });
    expect(open).toEqual(await call('checkCode', 'smoke', null));
    const closed = await callOverHttp('startCheckout', {}, null);
    expect(closed).toMatchObject({ ok: false, httpStatus: 401, status: 'UNAUTHENTICATED', message: CHECKOUT_SIGN_IN });
    expect(closed).toEqual(await call('startCheckout', {}, null));
  });

  it('answers a signed-in admin with the result, as in process', async () => {
    const customer = await makeUser('smoke');
    const input = { uid: customer.uid };
    const overHttp = await callOverHttp<GetAccountResult>('getAccount', input, admin.idToken);
    expect(overHttp).toMatchObject({ ok: true, data: { account: { uid: customer.uid, email: customer.email } } });
    expect(overHttp).toEqual(await call('getAccount', input, admin.idToken));
  });

  it("refuses a demoted staff member's old token (the role is Auth's, not the token's), as in process", async () => {
    const overHttp = await callOverHttp('getAccount', { uid: demoted.uid }, demoted.idToken);
    expect(overHttp).toMatchObject({ ok: false, httpStatus: 403, status: 'PERMISSION_DENIED', message: NOT_ALLOWED });
    expect(overHttp).toEqual(await call('getAccount', { uid: demoted.uid }, demoted.idToken));
  });
});
