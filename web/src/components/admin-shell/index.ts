// The back office's shared building blocks (owned by the admin shell; other admin features import from here).
export { PageHeader } from './components/page-header';
export { DataTable, type Column } from './components/data-table';
export { FilterBar } from './components/filter-bar';
export {
  StatusBadge,
  OrderStatusBadge,
  PaymentStatusBadge,
  PoStatusBadge,
  ActiveBadge,
} from './components/status-badge';
export { ConfirmDialog } from './components/confirm-dialog';
export { FormDialog } from './components/form-dialog';
export { StatCard } from './components/stat-card';
export { ChannelSales } from './components/channel-sales';
export { PromotionDiscounts } from './components/promotion-discounts';
export { StaffOnlyButton, useIsStaff } from './components/staff-only-button';
export { csvFileName, downloadCsv } from './lib/csv';
export { adminErrorMessage, fieldErrorsOf, reasonOf } from './lib/errors';
export * from './lib/status-tones';
export { failureText, useDialogForm } from './lib/use-dialog-form';
export { useRevealOnOpen } from './lib/use-reveal-on-open';
export { readNewestWhere } from './lib/read-newest';
export { SearchField, ChoiceOptions, ChoiceSelect } from './components/filter-controls';
export { Pager } from './components/pager';
export { openColumn } from './components/open-column';
export { useCursorPages } from './lib/use-cursor-pages';
export { filteredListReads } from './lib/filtered-list-reads';
