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
  saveCart,
  startCheckout,
} from './checkout/deployed';
export { getAccount, setUserRole } from './roles/deployed';
export {
  checkReferralCode,
  claimReferralCode,
  recomputeReferralStats,
  recordReferralVisit,
  setReferralCode,
} from './referrals/deployed';
export { checkInGuest, importGuests } from './events/deployed';
export { savePreorderWindow, saveProduct, setPieceWindow, setPreorderWindowActive } from './catalogue/deployed';
export { adjustMaterial, createMaterial, receiveMaterial, setMaterialThreshold } from './materials/deployed';
export {
  cancelPurchaseOrder,
  closePurchaseOrder,
  receivePurchaseOrder,
  savePurchaseOrderDraft,
  submitPurchaseOrder,
} from './purchase-orders/deployed';
export { saveSettings } from './settings/deployed';
export { draftShortfallPurchaseOrder, recordProductionRun, saveBillOfMaterials } from './production/deployed';
export { backfillOrderSearch, releaseRefund, updateOrderStatus } from './orders/deployed';
export { listPaymentReviews, reconcilePayments, resolvePayment } from './payments/deployed';
export { productPage, shopPage, storefrontFiles } from './storefront/deployed';
export { mailUnsubscribe, subscribe, unsubscribe } from './marketing/deployed';
export { sendBalanceReminders, sendCartReminders } from './mail/deployed';
export {
  backfillCustomerNames,
  backfillCustomerTagKeys,
  changeCustomerTags,
  migrateMeasurementProfiles,
} from './customers/deployed';
export { closeGroup, createGroup, joinGroup, remindGroupMembers } from './groups/deployed';
export { tellWaitlist } from './waitlist/deployed';
export { checkCode, savePromotion, setPromotionStatus } from './promotions/deployed';
