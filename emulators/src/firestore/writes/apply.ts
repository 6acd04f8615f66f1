import type { FsMap, FsValue, StoredDoc } from '../../shared/contract';
import { FsError, invalidArgument } from '../errors';
import { deleteField, getField, setField } from '../values/fields';
import { sameFields } from '../values/identity';
import { documentSize, MAX_DOCUMENT_BYTES } from '../values/size';
import type { FieldTransform, Precondition, Write } from './model';
import { applyTransform } from './transforms';

export interface WriteOutcome {
  /** State after this write (null = absent). */
  readonly doc: StoredDoc | null;
  /** True when the stored document changed (creation, new data, deletion of an existing doc). */
  readonly changed: boolean;
  /** WriteResult.update_time: unset for deletes and verifies; the previous time when nothing changed. */
  readonly updateTime: bigint | undefined;
  readonly transformResults: readonly FsValue[];
}

const EMPTY: FsMap = new Map();

/** A failed precondition with production's status and message (docs/architecture.md#firestore-writes). */
function preconditionFailure(existing: StoredDoc | null, p: Precondition | undefined, name: string): FsError | null {
  if (!p) return null;
  if (p.kind === 'exists') {
    if (p.exists && !existing) return new FsError('NOT_FOUND', `No document to update: ${name}`);
    if (!p.exists && existing) return new FsError('ALREADY_EXISTS', `Document already exists: ${name}`);
    return null;
  }
  const stored = existing?.updateTime ?? 0n;
  if (stored === p.micros) return null;
  return new FsError(
    'FAILED_PRECONDITION',
    `the stored version (${stored}) does not match the required base version (${p.micros})`,
  );
}

/**
 * Throws when the precondition fails. `rewrite`: an earlier write of the same commit already wrote this document
 * (a transaction's delete then update), so the commit contradicts itself and production answers INVALID_ARGUMENT.
 */
function checkPrecondition(existing: StoredDoc | null, w: Write, name: string, rewrite: boolean): void {
  const failure = preconditionFailure(existing, w.precondition, name);
  if (!failure) return;
  if (!rewrite) throw failure;
  throw invalidArgument(`${failure.message} (an earlier write in the same commit wrote this document).`);
}

function transformFields(
  fields: FsMap,
  transforms: readonly FieldTransform[],
  commitTime: bigint,
): { fields: FsMap; results: FsValue[] } {
  const results: FsValue[] = [];
  let out = fields;
  for (const t of transforms) {
    const { value, result } = applyTransform(getField(out, t.field), t.op, commitTime);
    out = setField(out, t.field, value);
    results.push(result);
  }
  return { fields: out, results };
}

function checkSize(path: string, fields: FsMap, name: string): void {
  const size = documentSize(path, fields);
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document "${name}" cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of 1,048,576 bytes.`,
    );
  }
}

/**
 * Applies one write to the current state of its document (`rewrite`: after an earlier write to it in the same
 * commit); throws FsError on a failed precondition or bad size.
 */
export function applyWrite(
  existing: StoredDoc | null,
  w: Write,
  commitTime: bigint,
  name: string,
  rewrite: boolean,
): WriteOutcome {
  checkPrecondition(existing, w, name, rewrite);
  if (w.kind === 'verify') return { doc: existing, changed: false, updateTime: undefined, transformResults: [] };
  if (w.kind === 'delete')
    return { doc: null, changed: existing !== null, updateTime: undefined, transformResults: [] };
  let fields: FsMap;
  if (w.kind === 'update' && w.mask === undefined) {
    fields = w.fields;
  } else {
    fields = existing?.fields ?? EMPTY;
    if (w.kind === 'update') {
      for (const path of w.mask ?? []) {
        const v = getField(w.fields, path);
        fields = v === undefined ? deleteField(fields, path) : setField(fields, path, v);
      }
    }
  }
  const { fields: finalFields, results } = transformFields(fields, w.transforms, commitTime);
  const changed = !existing || !sameFields(existing.fields, finalFields);
  if (changed) checkSize(w.path, finalFields, name);
  const doc: StoredDoc =
    existing && !changed
      ? existing
      : { path: w.path, fields: finalFields, createTime: existing?.createTime ?? commitTime, updateTime: commitTime };
  return { doc, changed, updateTime: doc.updateTime, transformResults: results };
}
