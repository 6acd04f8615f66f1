// The back office's shared building blocks (owned by the admin shell; other admin features import from here).
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { DataTable, type Column, type DataTableProps } from './components/data-table';
export { FilterBar, type FilterBarProps } from './components/filter-bar';
export {
  StatusBadge,
  OrderStatusBadge,
  PaymentStatusBadge,
  PoStatusBadge,
  ActiveBadge,
} from './components/status-badge';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { FormDialog, type FormDialogProps } from './components/form-dialog';
export { StatCard, type StatCardProps } from './components/stat-card';
export { ChannelSales } from './components/channel-sales';
export { PromotionDiscounts } from './components/promotion-discounts';
export { StaffOnlyButton, useIsStaff } from './components/staff-only-button';
export { csvText, csvFileName, downloadCsv } from './lib/csv';
export { adminErrorMessage, fieldErrorsOf, reasonOf } from './lib/errors';
export * from './lib/status-tones';
export { failureText, useDialogForm } from './lib/use-dialog-form';
export { useCallableMutation } from './lib/use-callable-mutation';
export { useRevealOnOpen } from './lib/use-reveal-on-open';
export { readNewestWhere } from './lib/read-newest';
export {
  SearchField,
  ChoiceOptions,
  ChoiceSelect,
  type SearchFieldProps,
  type ChoiceSelectProps,
} from './components/filter-controls';
export { Pager, type PagerProps } from './components/pager';
export { openColumn } from './components/open-column';
export { useCursorPages, type CursorPages, type CursorPagesOptions } from './lib/use-cursor-pages';
export { filteredListReads } from './lib/filtered-list-reads';
