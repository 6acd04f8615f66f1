/**
 * The plain-object ("wire") form of the protobuf messages this server reads, as produced by the gRPC decoder
 * and by the REST JSON parser alike (camelCase keys, int64 as decimal strings, bytes as Buffers, enums as names).
 * Everything is optional: proto3 omits unset fields. Only the members this server reads are listed.
 */
export interface WTimestamp {
  readonly seconds?: string | number;
  readonly nanos?: number;
}

export interface WValue {
  readonly nullValue?: unknown;
  readonly booleanValue?: boolean;
  readonly integerValue?: string | number;
  readonly doubleValue?: number;
  readonly timestampValue?: WTimestamp;
  readonly stringValue?: string;
  readonly bytesValue?: Uint8Array | string;
  readonly referenceValue?: string;
  readonly geoPointValue?: { readonly latitude?: number; readonly longitude?: number };
  readonly arrayValue?: { readonly values?: readonly WValue[] };
  readonly mapValue?: { readonly fields?: Readonly<Record<string, WValue>> };
  readonly fieldReferenceValue?: string;
  readonly variableReferenceValue?: string;
  readonly functionValue?: unknown;
  readonly pipelineValue?: unknown;
}

export interface WDocument {
  readonly name?: string;
  readonly fields?: Readonly<Record<string, WValue>>;
  readonly createTime?: WTimestamp;
  readonly updateTime?: WTimestamp;
}

export interface WMask {
  readonly fieldPaths?: readonly string[];
}

export interface WPrecondition {
  readonly exists?: boolean;
  readonly updateTime?: WTimestamp;
}

export interface WFieldTransform {
  readonly fieldPath?: string;
  readonly setToServerValue?: string;
  readonly increment?: WValue;
  readonly maximum?: WValue;
  readonly minimum?: WValue;
  readonly appendMissingElements?: { readonly values?: readonly WValue[] };
  readonly removeAllFromArray?: { readonly values?: readonly WValue[] };
}

export interface WWrite {
  readonly update?: WDocument;
  readonly delete?: string;
  readonly verify?: string;
  readonly transform?: { readonly document?: string; readonly fieldTransforms?: readonly WFieldTransform[] };
  readonly updateMask?: WMask;
  readonly updateTransforms?: readonly WFieldTransform[];
  readonly currentDocument?: WPrecondition;
}

export interface WFieldReference {
  readonly fieldPath?: string;
}

export interface WFilter {
  readonly compositeFilter?: { readonly op?: string; readonly filters?: readonly WFilter[] };
  readonly fieldFilter?: { readonly field?: WFieldReference; readonly op?: string; readonly value?: WValue };
  readonly unaryFilter?: { readonly op?: string; readonly field?: WFieldReference };
}

export interface WCursor {
  readonly values?: readonly WValue[];
  readonly before?: boolean;
}

export interface WStructuredQuery {
  readonly select?: { readonly fields?: readonly WFieldReference[] };
  readonly from?: readonly { readonly collectionId?: string; readonly allDescendants?: boolean }[];
  readonly where?: WFilter;
  readonly orderBy?: readonly { readonly field?: WFieldReference; readonly direction?: string }[];
  readonly startAt?: WCursor;
  readonly endAt?: WCursor;
  readonly offset?: number;
  readonly limit?: { readonly value?: number };
  readonly findNearest?: unknown;
}

export interface WAggregation {
  readonly alias?: string;
  readonly count?: { readonly upTo?: { readonly value?: string | number } };
  readonly sum?: { readonly field?: WFieldReference };
  readonly avg?: { readonly field?: WFieldReference };
}

export interface WTransactionOptions {
  readonly readOnly?: { readonly readTime?: WTimestamp };
  readonly readWrite?: { readonly retryTransaction?: Uint8Array };
}

/** Consistency selector shared by the read RPCs. */
export interface WReadOptions {
  readonly transaction?: Uint8Array;
  readonly newTransaction?: WTransactionOptions;
  readonly readTime?: WTimestamp;
}
