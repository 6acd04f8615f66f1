/**
 * The callable contract between the browser and Cloud Functions: each callable's name, the schema its input must
 * pass and the answer it returns. Functions bind handlers with `defineCallable(name, …)` (the handler must return
 * the declared answer) and the web calls `callFunction(name, input)`; a rename or a changed answer is a compile
 * error on both sides. The web imports this module for its types only, so no schema reaches its bundles.
 */
import type * as z from 'zod';
import { checkInGuestInput, importGuestsInput } from './events/schemas/events';
import {
  adjustMaterialInput,
  createMaterialInput,
  receiveMaterialInput,
  setMaterialThresholdInput,
} from './materials/schemas/materials';
import {
  backfillOrderSearchInput,
  confirmPaymentInput,
  payBalanceInput,
  releaseRefundInput,
  startCheckoutInput,
  updateOrderStatusInput,
} from './checkout/schemas/order';
import { saveProductInput } from './catalogue/schemas/product';
import {
  savePreorderWindowInput,
  setPieceWindowInput,
  setPreorderWindowActiveInput,
} from './catalogue/schemas/preorder-windows';
import {
  draftShortfallPurchaseOrderInput,
  recordProductionRunInput,
  saveBillOfMaterialsInput,
} from './production/schemas/production';
import { getAccountInput, setUserRoleInput, unsubscribeInput } from './customers/schemas/profile';
import { leadInput } from './marketing/schemas/leads';
import {
  purchaseOrderActionInput,
  receivePurchaseOrderInput,
  savePurchaseOrderDraftInput,
} from './purchase-orders/schemas/purchase-orders';
import { saveSettingsInput } from './settings/schemas/settings';
import { saveCartInput } from './checkout/schemas/cart';
import {
  backfillCustomerNamesInput,
  changeCustomerTagsInput,
  setReferralCodeInput,
} from './customers/schemas/customer';
import {
  checkReferralCodeInput,
  claimReferralCodeInput,
  recomputeReferralStatsInput,
  recordReferralVisitInput,
} from './referrals/schemas/referrals';
import { listPaymentReviewsInput, resolvePaymentInput } from './orders/schemas/refunds';
import { createGroupInput, groupIdInput, joinGroupInput } from './groups/schemas/groups';
import { migrateMeasurementProfilesInput } from './catalogue/schemas/measurement-profiles';
import { checkCodeInput, savePromotionInput, setPromotionStatusInput } from './promotions/schemas/promotions';
import type { CodeRule, PromotionStatus } from './promotions/promotions';
import type { OrderDiscount } from './promotions/price-order';
import type {
  OrderStatus,
  ProductionRunStatus,
  PaymentPurpose,
  PaymentStatus,
  PoStatus,
  Role,
  ScanOutcome,
} from './shared/vocab';

/** A Paystack transaction the popup can resume; amounts in whole naira unless named `…Kobo`. */
export interface OpenedPayment {
  readonly orderId: string;
  readonly reference: string;
  /** For `PaystackPop.resumeTransaction(accessCode)`. */
  readonly accessCode: string;
  /** Fallback: redirect here when the popup cannot open. */
  readonly authorizationUrl: string;
  /** Naira charged now (the deposit part for deposit orders, the balance for a balance payment). */
  readonly amount: number;
  readonly amountKobo: number;
}

export interface StartCheckoutResult extends OpenedPayment {
  readonly subtotal: number;
  readonly shippingFee: number;
  readonly discount: number;
  readonly total: number;
  readonly balanceDue: number;
  /** Each discount with its promotion's name and code (a sale's savings, the code, the referral, free delivery). */
  readonly discounts: readonly OrderDiscount[];
  /** True when this is an earlier open checkout of the same customer, resumed rather than started again. */
  readonly resumed: boolean;
}

export type PayBalanceResult = OpenedPayment;

export interface ConfirmPaymentResult {
  readonly orderId: string;
  readonly purpose: PaymentPurpose;
  readonly paymentStatus: PaymentStatus;
  readonly amountPaid: number;
  readonly balanceDue: number;
}

export interface CancelCheckoutResult {
  /**
   * 'cancelled': the checkout closed unpaid and its stock is released; 'paid': the payment had gone through after
   * all; 'awaiting': Paystack waits for a bank transfer or USSD payment, so the pieces stay held.
   */
  readonly outcome: 'cancelled' | 'paid' | 'awaiting' | 'unchanged';
  readonly orderId: string;
}

export interface UpdateOrderStatusResult {
  readonly orderId: string;
  readonly status: OrderStatus;
  readonly previousStatus: OrderStatus;
  /** The timeline entry written, or null when nothing changed (same status, no note). */
  readonly eventId: string | null;
  /** Units put back (release) or taken (reserve). */
  readonly stockUnits: number;
  /** Payment references whose money is now owed back (a paid order cancelled and its refund released). */
  readonly refundsOwed: readonly string[];
  /** Kobo of a cancelled paid order's refund now waiting to be released (0 when none was asked for). */
  readonly refundAwaitingKobo: number;
}

export interface ReleaseRefundResult {
  readonly orderId: string;
  /** Payment references whose money is now owed back (Paystack is asked at once, and again until it confirms). */
  readonly refundsOwed: readonly string[];
  readonly amountKobo: number;
}

export interface SaveProductResult {
  readonly productId: string;
  readonly sku: string;
  readonly slug: string;
  readonly created: boolean;
}

export interface ShortfallPoResult {
  readonly purchaseOrderId: string;
  /** False when this run's shortfall had been drafted already (the same purchase order is answered). */
  readonly created: boolean;
}

export interface ChangeCustomerTagsResult {
  readonly customerId: string;
  readonly tags: readonly string[];
}

export interface PreorderWindowResult {
  readonly windowId: string;
  /** True when the call made the window. */
  readonly created: boolean;
  readonly active: boolean;
  /** Customers waiting for its pieces who were mailed by this call (the schedule mails any it leaves). */
  readonly told: number;
}

export interface SetPieceWindowResult {
  readonly productId: string;
  readonly windowId: string | null;
  /** Customers waiting for the piece who were mailed by this call (its new window is switched on). */
  readonly told: number;
}

export interface MaterialResult {
  readonly materialId: string;
  readonly onHand: number;
  /** The change applied (smaller than asked when an adjustment hits the floor at 0). */
  readonly delta: number;
  /** The ledger entry written, or null when nothing changed. */
  readonly ledgerId: string | null;
}

export interface MaterialThresholdResult {
  readonly materialId: string;
  readonly reorderLevel: number | null;
}

export interface PoActionResult {
  readonly purchaseOrderId: string;
  readonly status: PoStatus;
  /** False when the call found the PO already in the state it asks for (a repeated click). */
  readonly changed: boolean;
}

export interface SavePoDraftResult {
  readonly purchaseOrderId: string;
  readonly created: boolean;
}

export interface SaveCartResult {
  readonly lines: number;
}

export interface SaveSettingsResult {
  /** ISO time of the save, as the function wrote it. */
  readonly updatedAt: string;
}

export interface ReceivePoResult extends PoActionResult {
  /** materialId → units added by this call (empty when it was already received). */
  readonly added: Record<string, number>;
  /** The delivery's id (a repeated call with the same id finds it recorded: changed false). */
  readonly receiptId: string | null;
}

export interface ProductionRunResult {
  readonly runId: string;
  readonly status: ProductionRunStatus;
  /** False when the call found the run already as asked (a double click or a retry). */
  readonly changed: boolean;
  /** The size's stock after a completed run (null otherwise). */
  readonly stockOnHand: number | null;
  /** Each material's on hand after the run took it. */
  readonly materials: readonly { materialId: string; onHand: number }[];
}

export interface SaveBillOfMaterialsResult {
  readonly productId: string;
  /** Lines saved over every size. */
  readonly lines: number;
}

export interface SetReferralCodeResult {
  readonly customerId: string;
  readonly code: string | null;
  readonly previousCode: string | null;
}

export interface RecomputeReferralStatsResult {
  /** Codes with at least one paid referred order (documents written). */
  readonly codes: number;
  /** Referred orders read. */
  readonly orders: number;
  /** Stale documents deleted. */
  readonly removed: number;
  /** Paid orders whose code nobody owns any more (left out, as settlement leaves them out). */
  readonly orphanOrders: number;
}

export interface SetUserRoleResult {
  readonly uid: string;
  /** The account's sign-in email according to Auth (null for an account without one). */
  readonly email: string | null;
  readonly role: Role;
  readonly previousRole: Role;
}

export interface CheckInResult {
  readonly outcome: Exclude<ScanOutcome, 'error'>;
  readonly message: string;
  readonly guestId: string | null;
  readonly guestName: string | null;
  /** ISO time of the check-in (now, or when the guest first came in); null when not found. */
  readonly checkedInAt: string | null;
}

export interface ImportGuestsResult {
  readonly eventId: string;
  readonly imported: number;
}

/** The account behind a customer record as Auth knows it (not the profile, whose email the account wrote). */
/** `account` is null when Auth has no account behind the record (deleted, or never made): said, not an error. */
export interface GetAccountResult {
  readonly account: AccountSummary | null;
}

export interface AccountSummary {
  readonly uid: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly disabled: boolean;
  /** From the custom claim (what rules and functions trust), not the profile mirror. */
  readonly role: Role;
}

export interface SubscribeResult {
  readonly subscribed: true;
}

export interface UnsubscribeResult {
  /** False when the account was already unsubscribed (nothing changed, the same words). */
  readonly changed: boolean;
}

export interface BackfillCustomerNamesResult {
  /** Customer records that got their name from the profile. */
  readonly updated: number;
}

export interface BackfillOrderSearchResult {
  /** Orders that got their customer name and search keys. */
  readonly updated: number;
}

export interface CheckReferralCodeResult {
  readonly code: string;
  /** The settings' referral discount, 0–90. */
  readonly discountPercent: number;
}

export interface ClaimReferralCodeResult {
  /** The customer's own code; null while they have no paid order (and staff gave them none). */
  readonly code: string | null;
  /** The settings' referral discount, 0–90: what a friend gets with the code. */
  readonly discountPercent: number;
}

export interface RecordReferralVisitResult {
  /** False when the visit was not counted (an unknown code, or too many from one address today). */
  readonly counted: boolean;
}

export type CaseAction = 'refund' | 'apply';

/** One case of "Payments to review". */
export interface PaymentCase {
  readonly reference: string;
  readonly orderId: string;
  readonly kind: 'refund' | 'mismatch';
  /** What happened, in words. */
  readonly title: string;
  readonly amountKobo: number;
  /** What the order asked for (mismatch only). */
  readonly expectedKobo: number | null;
  readonly currency: string;
  /** refund: owed | requested | failed (at Paystack, with its words in lastError); mismatch: open. */
  readonly status: string;
  /** A refund that has failed several times (it is still retried). */
  readonly failing: boolean;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: string;
  readonly history: readonly { at: string; note: string }[];
  readonly actions: readonly CaseAction[];
  readonly order: { status: OrderStatus; paymentStatus: PaymentStatus; email: string } | null;
}

export interface PaymentReviewList {
  readonly cases: PaymentCase[];
}

/**
 * Where one refund attempt left the refund: 'failed' — our call to Paystack failed and is retried with backoff;
 * 'declined' — Paystack could not complete the refund and it waits for an admin.
 */
export type RefundAttemptOutcome = 'refunded' | 'requested' | 'failed' | 'declined' | 'not_due' | 'busy' | 'unknown';

export interface ResolvePaymentResult {
  readonly reference: string;
  readonly action: CaseAction;
  /** For a refund: where it stands after this click (refunded, requested with Paystack, or failed and retried later). */
  readonly refund: RefundAttemptOutcome | null;
}

export interface CreateGroupResult {
  readonly groupId: string;
  /** The last day members may join, as stored. */
  readonly joinDeadline: string;
}

export interface JoinGroupResult {
  readonly groupId: string;
  readonly memberId: string;
  /** False when the member was already in the group and this call changed their details. */
  readonly created: boolean;
  readonly measurementsGiven: boolean;
}

export interface CloseGroupResult {
  readonly groupId: string;
  /** False when the group was already closed. */
  readonly closed: boolean;
}

export interface RemindGroupResult {
  readonly groupId: string;
  /** Mails queued, one per member who still owes money or measurements (and has an email). */
  readonly mailsQueued: number;
}

export interface MigrateMeasurementProfilesResult {
  /** Customers whose single saved set became their first profile. */
  readonly migrated: number;
  /** Customers that already had the profile (a second run changes nothing). */
  readonly skipped: number;
}

export interface SavePromotionResult {
  readonly promotionId: string;
  readonly created: boolean;
}

export interface SetPromotionStatusResult {
  readonly promotionId: string;
  readonly status: PromotionStatus;
  /** False when it already had that status (a repeated click). */
  readonly changed: boolean;
}

/**
 * checkCode: what one code gives this buyer now — a customer's referral code (the settings' percent, never whose it
 * is) or a discount code (what it gives, on which pieces, from which subtotal; never how often it was used). A code
 * that cannot be used is refused in words instead.
 */
export type CheckCodeResult =
  | { readonly kind: 'referral'; readonly code: string; readonly discountPercent: number }
  | { readonly kind: 'promotion'; readonly code: string; readonly rule: CodeRule };

/** One callable: its input schema, and its answer as a type only. */
export interface CallableSpec<I extends z.ZodType, O> {
  readonly input: I;
  /** Never set: carries the answer's type. */
  readonly output?: O;
}

const spec =
  <O>() =>
  <I extends z.ZodType>(input: I): CallableSpec<I, O> => ({ input });

export const CALLABLES = {
  startCheckout: spec<StartCheckoutResult>()(startCheckoutInput),
  confirmPayment: spec<ConfirmPaymentResult>()(confirmPaymentInput),
  cancelCheckout: spec<CancelCheckoutResult>()(confirmPaymentInput),
  payBalance: spec<PayBalanceResult>()(payBalanceInput),
  updateOrderStatus: spec<UpdateOrderStatusResult>()(updateOrderStatusInput),
  releaseRefund: spec<ReleaseRefundResult>()(releaseRefundInput),
  saveProduct: spec<SaveProductResult>()(saveProductInput),
  savePreorderWindow: spec<PreorderWindowResult>()(savePreorderWindowInput),
  setPreorderWindowActive: spec<PreorderWindowResult>()(setPreorderWindowActiveInput),
  setPieceWindow: spec<SetPieceWindowResult>()(setPieceWindowInput),
  changeCustomerTags: spec<ChangeCustomerTagsResult>()(changeCustomerTagsInput),
  draftShortfallPurchaseOrder: spec<ShortfallPoResult>()(draftShortfallPurchaseOrderInput),
  backfillCustomerTagKeys: spec<BackfillCustomerNamesResult>()(backfillCustomerNamesInput),
  createMaterial: spec<MaterialResult>()(createMaterialInput),
  receiveMaterial: spec<MaterialResult>()(receiveMaterialInput),
  adjustMaterial: spec<MaterialResult>()(adjustMaterialInput),
  setMaterialThreshold: spec<MaterialThresholdResult>()(setMaterialThresholdInput),
  savePurchaseOrderDraft: spec<SavePoDraftResult>()(savePurchaseOrderDraftInput),
  saveCart: spec<SaveCartResult>()(saveCartInput),
  saveSettings: spec<SaveSettingsResult>()(saveSettingsInput),
  submitPurchaseOrder: spec<PoActionResult>()(purchaseOrderActionInput),
  cancelPurchaseOrder: spec<PoActionResult>()(purchaseOrderActionInput),
  receivePurchaseOrder: spec<ReceivePoResult>()(receivePurchaseOrderInput),
  closePurchaseOrder: spec<PoActionResult>()(purchaseOrderActionInput),
  recordProductionRun: spec<ProductionRunResult>()(recordProductionRunInput),
  saveBillOfMaterials: spec<SaveBillOfMaterialsResult>()(saveBillOfMaterialsInput),
  setReferralCode: spec<SetReferralCodeResult>()(setReferralCodeInput),
  recomputeReferralStats: spec<RecomputeReferralStatsResult>()(recomputeReferralStatsInput),
  setUserRole: spec<SetUserRoleResult>()(setUserRoleInput),
  checkInGuest: spec<CheckInResult>()(checkInGuestInput),
  importGuests: spec<ImportGuestsResult>()(importGuestsInput),
  checkReferralCode: spec<CheckReferralCodeResult>()(checkReferralCodeInput),
  recordReferralVisit: spec<RecordReferralVisitResult>()(recordReferralVisitInput),
  claimReferralCode: spec<ClaimReferralCodeResult>()(claimReferralCodeInput),
  listPaymentReviews: spec<PaymentReviewList>()(listPaymentReviewsInput),
  resolvePayment: spec<ResolvePaymentResult>()(resolvePaymentInput),
  getAccount: spec<GetAccountResult>()(getAccountInput),
  subscribe: spec<SubscribeResult>()(leadInput),
  unsubscribe: spec<UnsubscribeResult>()(unsubscribeInput),
  backfillCustomerNames: spec<BackfillCustomerNamesResult>()(backfillCustomerNamesInput),
  backfillOrderSearch: spec<BackfillOrderSearchResult>()(backfillOrderSearchInput),
  migrateMeasurementProfiles: spec<MigrateMeasurementProfilesResult>()(migrateMeasurementProfilesInput),
  createGroup: spec<CreateGroupResult>()(createGroupInput),
  joinGroup: spec<JoinGroupResult>()(joinGroupInput),
  closeGroup: spec<CloseGroupResult>()(groupIdInput),
  remindGroupMembers: spec<RemindGroupResult>()(groupIdInput),
  savePromotion: spec<SavePromotionResult>()(savePromotionInput),
  setPromotionStatus: spec<SetPromotionStatusResult>()(setPromotionStatusInput),
  checkCode: spec<CheckCodeResult>()(checkCodeInput),
} as const;

export type Callables = typeof CALLABLES;
export type CallableName = keyof Callables;
/** What the browser sends (before the schema's defaults and transforms). */
export type CallableRequest<N extends CallableName> = z.input<Callables[N]['input']>;
/** What the handler receives (after parsing). */
export type CallableInput<N extends CallableName> = z.output<Callables[N]['input']>;
/** What the callable answers. */
export type CallableResult<N extends CallableName> = NonNullable<Callables[N]['output']>;
