/**
 * Every deployed function, re-exported (docs/architecture.md#style-functions): the name here is the function's name.
 * Handlers live beside their triggers in one folder per capability; shared pieces are in lib/ (see lib/README.md).
 */
export {
  cancelCheckout,
  confirmPayment,
  expireUnpaidOrders,
  payBalance,
  paystackWebhook,
  startCheckout,
} from './checkout/triggers';
export { getAccount, setUserRole } from './roles/triggers';
export {
  checkReferralCode,
  claimReferralCode,
  recomputeReferralStats,
  recordReferralVisit,
  setReferralCode,
} from './referrals/triggers';
export { checkInGuest, importGuests } from './events/triggers';
export { saveProduct } from './catalogue/triggers';
export { adjustMaterial, createMaterial, receiveMaterial, setMaterialThreshold } from './inventory/triggers';
export {
  cancelPurchaseOrder,
  closePurchaseOrder,
  receivePurchaseOrder,
  submitPurchaseOrder,
} from './purchase-orders/triggers';
export { recordProductionRun, saveBillOfMaterials } from './production/triggers';
export { backfillOrderSearch, releaseRefund, updateOrderStatus } from './orders/triggers';
export { listPaymentReviews, reconcilePayments, resolvePayment } from './payments/triggers';
export { productPage, shopPage, storefrontFiles } from './storefront/triggers';
export { subscribe, unsubscribe } from './marketing/triggers';
export { sendBalanceReminders, sendCartReminders } from './mail/triggers';
export { backfillCustomerNames, migrateMeasurementProfiles } from './customers/triggers';
export { closeGroup, createGroup, joinGroup, remindGroupMembers } from './groups/triggers';
