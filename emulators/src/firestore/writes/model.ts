import type { FieldPath, FsMap, FsValue } from '../../shared/contract';

export type Precondition =
  { readonly kind: 'exists'; readonly exists: boolean } | { readonly kind: 'updateTime'; readonly micros: bigint };

export type TransformOp =
  | { readonly kind: 'serverTime' }
  | {
      readonly kind: 'increment' | 'maximum' | 'minimum';
      readonly operand: Extract<FsValue, { type: 'integer' | 'double' }>;
    }
  | { readonly kind: 'arrayUnion' | 'arrayRemove'; readonly elements: readonly FsValue[] };

export interface FieldTransform {
  readonly field: FieldPath;
  readonly op: TransformOp;
}

interface WriteBase {
  /** Document path relative to the documents root. */
  readonly path: string;
  readonly precondition: Precondition | undefined;
}

/** One decoded Write. `verify` (lite transactions) checks its precondition and changes nothing. */
export type Write =
  | (WriteBase & {
      readonly kind: 'update';
      readonly fields: FsMap;
      readonly mask: readonly FieldPath[] | undefined;
      readonly transforms: readonly FieldTransform[];
    })
  | (WriteBase & { readonly kind: 'transform'; readonly transforms: readonly FieldTransform[] })
  | (WriteBase & { readonly kind: 'delete' })
  | (WriteBase & { readonly kind: 'verify' });
