import type { FieldPath, FsValue } from '../../shared/contract';
import { invalidArgument } from '../errors';
import type { DatabaseId } from '../paths/names';
import { parseDocumentName } from '../paths/names';
import { isNameField, parseFieldPath } from '../paths/field-paths';
import { isNumber } from '../values/kinds';
import { utf8Length } from '../values/utf8';
import type { WFieldTransform, WPrecondition, WValue, WWrite } from '../wire/types';
import { decodeFields, decodeTimestamp, decodeValue } from '../wire/values';
import type { FieldTransform, Precondition, Write } from './model';

const RESERVED_FIELD = /^__.*__$/;
const MAX_FIELD_NAME_BYTES = 1500;

/** Field names matching __.*__ are reserved (except the `__type__` marker of a vector value). */
function checkFieldNames(fields: ReadonlyMap<string, FsValue>, name: string): void {
  const isVector = fields.get('__type__')?.type === 'string';
  for (const [key, value] of fields) {
    if (RESERVED_FIELD.test(key) && !(key === '__type__' && isVector)) {
      throw invalidArgument(
        `Document "${name}" has the reserved field name "${key}" (names matching __.*__ are reserved).`,
      );
    }
    if (key === '') throw invalidArgument(`Document "${name}" has an empty field name.`);
    if (utf8Length(key) > MAX_FIELD_NAME_BYTES)
      throw invalidArgument(`Document "${name}" has a field name longer than 1500 bytes.`);
    if (value.type === 'map') checkFieldNames(value.fields, name);
    if (value.type === 'array') for (const v of value.values) if (v.type === 'map') checkFieldNames(v.fields, name);
  }
}

function checkWritableField(path: FieldPath, text: string): FieldPath {
  if (isNameField(path)) throw invalidArgument(`Cannot write to the field "${text}".`);
  for (const s of path)
    if (RESERVED_FIELD.test(s))
      throw invalidArgument(`Field path "${text}" uses a reserved name (names matching __.*__ are reserved).`);
  return path;
}

function decodePrecondition(p: WPrecondition | undefined): Precondition | undefined {
  if (!p) return undefined;
  if (p.exists !== undefined) return { kind: 'exists', exists: p.exists };
  if (p.updateTime !== undefined) return { kind: 'updateTime', micros: decodeTimestamp(p.updateTime) };
  return undefined;
}

function numericOperand(
  w: WValue | undefined,
  db: DatabaseId,
  kind: string,
): Extract<FsValue, { type: 'integer' | 'double' }> {
  const v = w === undefined ? undefined : decodeValue(w, db);
  if (!v || !isNumber(v)) throw invalidArgument(`The ${kind} transform needs an integer or double operand.`);
  return v;
}

function decodeTransform(t: WFieldTransform, db: DatabaseId): FieldTransform {
  if (t.fieldPath === undefined) throw invalidArgument('A field transform requires a field_path.');
  const field = checkWritableField(parseFieldPath(t.fieldPath), t.fieldPath);
  if (t.setToServerValue !== undefined) {
    if (t.setToServerValue !== 'REQUEST_TIME') throw invalidArgument(`Unsupported server value ${t.setToServerValue}.`);
    return { field, op: { kind: 'serverTime' } };
  }
  if (t.increment !== undefined)
    return { field, op: { kind: 'increment', operand: numericOperand(t.increment, db, 'increment') } };
  if (t.maximum !== undefined)
    return { field, op: { kind: 'maximum', operand: numericOperand(t.maximum, db, 'maximum') } };
  if (t.minimum !== undefined)
    return { field, op: { kind: 'minimum', operand: numericOperand(t.minimum, db, 'minimum') } };
  const array = t.appendMissingElements ?? t.removeAllFromArray;
  if (array !== undefined) {
    const elements = (array.values ?? []).map((v) => decodeValue(v, db, 1));
    return { field, op: { kind: t.appendMissingElements !== undefined ? 'arrayUnion' : 'arrayRemove', elements } };
  }
  throw invalidArgument(`The transform of "${t.fieldPath}" sets no transform type.`);
}

function checkTransformPaths(transforms: readonly FieldTransform[]): void {
  const seen = new Set<string>();
  for (const t of transforms) {
    const key = t.field.join('\u0000');
    if (seen.has(key))
      throw invalidArgument(`Field "${t.field.join('.')}" is transformed more than once in one write.`);
    seen.add(key);
  }
}

/** Wire Write → Write, validating names, field names, masks and transforms. */
export function decodeWrite(w: WWrite, db: DatabaseId): Write {
  const precondition = decodePrecondition(w.currentDocument);
  if (w.update !== undefined) {
    const name = w.update.name ?? '';
    const path = parseDocumentName(name, db);
    const fields = decodeFields(w.update.fields ?? {}, db);
    checkFieldNames(fields, name);
    const mask = w.updateMask
      ? (w.updateMask.fieldPaths ?? []).map((p) => checkWritableField(parseFieldPath(p), p))
      : undefined;
    const transforms = (w.updateTransforms ?? []).map((t) => decodeTransform(t, db));
    checkTransformPaths(transforms);
    return { kind: 'update', path, precondition, fields, mask, transforms };
  }
  if (w.delete !== undefined) {
    if (w.updateMask || (w.updateTransforms?.length ?? 0) > 0)
      throw invalidArgument('A delete write cannot have an update mask or transforms.');
    return { kind: 'delete', path: parseDocumentName(w.delete, db), precondition };
  }
  if (w.verify !== undefined) {
    if (!precondition) throw invalidArgument('A verify write requires a current_document precondition.');
    return { kind: 'verify', path: parseDocumentName(w.verify, db), precondition };
  }
  if (w.transform !== undefined) {
    const name = w.transform.document ?? '';
    const path = parseDocumentName(name, db);
    const transforms = (w.transform.fieldTransforms ?? []).map((t) => decodeTransform(t, db));
    checkTransformPaths(transforms);
    return { kind: 'transform', path, precondition, transforms };
  }
  throw invalidArgument('A write must set one of update, delete, transform or verify.');
}
