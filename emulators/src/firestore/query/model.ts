import type { FieldPath, FsValue, QueryFilter } from '../../shared/contract';
import type { Scope } from '../engine/database';
import type { FindNearest } from './vector';

export type Direction = 'ASCENDING' | 'DESCENDING';

export interface Order {
  readonly field: FieldPath;
  readonly direction: Direction;
}

/** A cursor; `before` as on the wire (startAt: before = inclusive; endAt: before = exclusive). */
export interface Bound {
  readonly values: readonly FsValue[];
  readonly before: boolean;
}

/** A decoded StructuredQuery. Filters use the contract's QueryFilter so rules see the same shape. */
export interface Query {
  readonly scope: Scope;
  readonly where: QueryFilter | undefined;
  /** Orders as sent by the client. */
  readonly explicitOrderBy: readonly Order[];
  /** Normalized orders (explicit, then inequality fields, then __name__). */
  readonly orderBy: readonly Order[];
  readonly startAt: Bound | undefined;
  readonly endAt: Bound | undefined;
  readonly offset: number;
  readonly limit: number | undefined;
  readonly select: readonly FieldPath[] | undefined;
  /** Fields every result must have (sum/avg aggregations scan the index of their field, so they filter too). */
  readonly requiredFields?: readonly FieldPath[];
  /** Vector search: replaces the order, keeps the nearest `limit` documents. */
  readonly findNearest?: FindNearest;
}

export type Aggregation =
  | { readonly alias: string; readonly kind: 'count'; readonly upTo: bigint | undefined }
  | { readonly alias: string; readonly kind: 'sum' | 'avg'; readonly field: FieldPath };

export const INEQUALITY_OPS: ReadonlySet<string> = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NULL',
  'IS_NOT_NAN',
]);
