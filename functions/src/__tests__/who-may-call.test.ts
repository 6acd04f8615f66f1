// Who may call what: every callable of the contract, as each kind of caller, through the deployed function's own
// checks (test/callables.ts). The input is one no schema accepts, so a caller the gate lets through is told
// invalid-argument and no handler runs; a refused one is refused before the input is read. The table below is the
// design (docs/architecture.md#security), written out by hand: a callable whose gate changes fails here.
import { CHECKOUT_SIGN_IN, NOT_ALLOWED, NOT_SIGNED_IN } from '@aso/domain';
import { CALLABLES, type CallableName } from '@aso/domain/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from '../lib/admin';
import { claimsOf, makeStaffUser, makeUser, type TestUser } from '../../test/auth';
import { call } from '../../test/callables';

type Who = 'anyone' | 'signed-in' | 'staff' | 'admin';

const WHO: Record<CallableName, Who> = {
  checkCode: 'anyone',
  checkReferralCode: 'anyone',
  recordReferralVisit: 'anyone',
  subscribe: 'anyone',
  unsubscribe: 'anyone',
  cancelCheckout: 'signed-in',
  claimReferralCode: 'signed-in',
  closeGroup: 'signed-in',
  confirmPayment: 'signed-in',
  createGroup: 'signed-in',
  joinGroup: 'signed-in',
  payBalance: 'signed-in',
  remindGroupMembers: 'signed-in',
  saveCart: 'signed-in',
  startCheckout: 'signed-in',
  adjustMaterial: 'staff',
  cancelPurchaseOrder: 'staff',
  changeCustomerTags: 'staff',
  checkInGuest: 'staff',
  closePurchaseOrder: 'staff',
  createMaterial: 'staff',
  draftShortfallPurchaseOrder: 'staff',
  getAccount: 'staff',
  importGuests: 'staff',
  receiveMaterial: 'staff',
  receivePurchaseOrder: 'staff',
  recordProductionRun: 'staff',
  releaseRefund: 'staff',
  saveBillOfMaterials: 'staff',
  savePreorderWindow: 'staff',
  saveProduct: 'staff',
  savePromotion: 'staff',
  savePurchaseOrderDraft: 'staff',
  setMaterialThreshold: 'staff',
  setPieceWindow: 'staff',
  setPreorderWindowActive: 'staff',
  setPromotionStatus: 'staff',
  setReferralCode: 'staff',
  submitPurchaseOrder: 'staff',
  updateOrderStatus: 'staff',
  backfillCustomerNames: 'admin',
  backfillCustomerTagKeys: 'admin',
  backfillOrderSearch: 'admin',
  listPaymentReviews: 'admin',
  migrateMeasurementProfiles: 'admin',
  recomputeReferralStats: 'admin',
  resolvePayment: 'admin',
  saveSettings: 'admin',
  setUserRole: 'admin',
};

/** What no callable's schema accepts: an input that passes the gate is refused by the schema, and nothing runs. */
const NO_INPUT = 'who-may-call';

type Caller = 'anonymous' | 'customer' | 'staff' | 'admin' | 'demoted staff' | 'admin made staff';

/** The role each caller has in Auth now (the token of a demoted one still says what it was). */
const ROLE_NOW: Record<Caller, 'none' | 'customer' | 'staff' | 'admin'> = {
  anonymous: 'none',
  customer: 'customer',
  staff: 'staff',
  admin: 'admin',
  'demoted staff': 'customer',
  'admin made staff': 'staff',
};

const signInMessage = (name: CallableName): string => (name === 'startCheckout' ? CHECKOUT_SIGN_IN : NOT_SIGNED_IN);

/** The answer the design gives `caller` for `name`. */
function expected(name: CallableName, caller: Caller): Record<string, unknown> {
  const who = WHO[name];
  const role = ROLE_NOW[caller];
  const through = { ok: false, status: 'INVALID_ARGUMENT' };
  if (who === 'anyone') return through;
  if (role === 'none') return { ok: false, httpStatus: 401, status: 'UNAUTHENTICATED', message: signInMessage(name) };
  const allowed =
    who === 'signed-in' || (who === 'staff' && (role === 'staff' || role === 'admin')) || role === 'admin';
  return allowed ? through : { ok: false, httpStatus: 403, status: 'PERMISSION_DENIED', message: NOT_ALLOWED };
}

const tokens = {} as Record<Caller, string | null>;

beforeAll(async () => {
  const [customer, staff, admin, demoted, madeStaff] = await Promise.all([
    makeUser('customer'),
    makeStaffUser('staff'),
    makeStaffUser('admin'),
    makeStaffUser('staff'),
    makeStaffUser('admin'),
  ]);
  // Demoted in Auth (what setUserRole does); their browsers still carry the old token.
  await getAuth().setCustomUserClaims(demoted.uid, {});
  await getAuth().setCustomUserClaims(madeStaff.uid, { role: 'staff' });
  const token = (user: TestUser) => user.idToken;
  Object.assign(tokens, {
    anonymous: null,
    customer: token(customer),
    staff: token(staff),
    admin: token(admin),
    'demoted staff': token(demoted),
    'admin made staff': token(madeStaff),
  });
});

describe('who may call what', () => {
  it('the table covers every callable of the contract, and no schema accepts its input', () => {
    expect(Object.keys(WHO).sort()).toEqual(Object.keys(CALLABLES).sort());
    for (const name of Object.keys(CALLABLES) as CallableName[])
      expect(CALLABLES[name].input.safeParse(NO_INPUT).success, name).toBe(false);
  });

  it('the demoted callers still carry their old role in their tokens', () => {
    expect(claimsOf(tokens['demoted staff']!).role).toBe('staff');
    expect(claimsOf(tokens['admin made staff']!).role).toBe('admin');
  });

  for (const caller of Object.keys(ROLE_NOW) as Caller[]) {
    it(`as ${caller}: every callable answers as the table says`, async () => {
      const names = Object.keys(WHO) as CallableName[];
      const answers = await Promise.all(names.map((name) => call(name, NO_INPUT, tokens[caller])));
      names.forEach((name, i) => expect(answers[i], `${name} as ${caller}`).toMatchObject(expected(name, caller)));
    });
  }
});
