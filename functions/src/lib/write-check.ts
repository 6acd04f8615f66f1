/**
 * Writes checked against the document's schema (docs/architecture.md#style-functions): a typed reference's converter
 * refuses, before anything is sent, a document that its own reader would refuse later. Writes carry FieldValue
 * sentinels the schema cannot know (serverTimestamp, increment, arrayUnion, delete): each is read as what it stores
 * (a timestamp, a number) or, when that cannot be known, left out of the check. A merge checks only the fields it
 * writes, through nested maps, so a partial write is held to the shape of what it touches.
 */
import { DocumentShapeError, timestampsToDates } from '@aso/domain/shared/schemas/read-document';
import { FieldValue } from 'firebase-admin/firestore';
import * as z from 'zod';

/** A sentinel whose stored value the check cannot know: the field is left out of the check. */
const UNKNOWN = Symbol('unknown');
/** FieldValue.delete(): the field goes away. */
const DELETED = Symbol('deleted');
type Stored = unknown;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The value as it will read back, near enough for its schema; UNKNOWN anywhere inside leaves it unchecked. */
function asStored(value: unknown): Stored {
  if (value instanceof FieldValue) {
    if (value.isEqual(FieldValue.serverTimestamp())) return new Date();
    if (value.isEqual(FieldValue.delete())) return DELETED;
    // An increment stores a number; which one depends on what is there, so any number of the field's kind will do.
    if ((value as { methodName?: unknown }).methodName === 'FieldValue.increment') return 0;
    return UNKNOWN;
  }
  if (Array.isArray(value)) return value.map(asStored);
  if (!isPlainObject(value)) return timestampsToDates(value);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const stored = asStored(v);
    if (stored !== DELETED) out[key] = stored;
  }
  return out;
}

function holdsUnknown(value: unknown): boolean {
  if (value === UNKNOWN) return true;
  if (Array.isArray(value)) return value.some(holdsUnknown);
  return isPlainObject(value) && Object.values(value).some(holdsUnknown);
}

type Def = z.core.$ZodTypeDef & {
  readonly innerType?: z.ZodType;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly catchall?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly keyType?: z.ZodType;
  readonly in?: z.ZodType;
};
const defOf = (schema: z.ZodType): Def => schema._zod.def;

/** The object or record schema under optional/nullable/default/pipe wrappers, if the field is a map. */
function mapSchema(schema: z.ZodType): z.ZodType | null {
  const def = defOf(schema);
  if (def.type === 'object' || def.type === 'record') return schema;
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? mapSchema(inner) : null;
}

/** Problems of a partial map write: each field written is checked by its own schema, maps field by field. */
function partialIssues(
  schema: z.ZodType,
  value: Record<string, unknown>,
  path: (string | number)[],
): z.core.$ZodIssue[] {
  const map = mapSchema(schema);
  if (!map) return fullIssues(schema, value, path);
  const def = defOf(map);
  const issues: z.core.$ZodIssue[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (holdsUnknown(v)) continue;
    const keyRefused = def.type === 'record' && def.keyType !== undefined && !def.keyType.safeParse(key).success;
    const field = def.type === 'record' ? def.valueType : (def.shape?.[key] ?? fieldOutsideShape(def.catchall));
    if (keyRefused || !field) {
      issues.push({ code: 'unrecognized_keys', keys: [key], path, message: `Unknown field "${key}".`, input: value });
      continue;
    }
    issues.push(...(isPlainObject(v) ? partialIssues(field, v, [...path, key]) : fullIssues(field, v, [...path, key])));
  }
  return issues;
}

/**
 * What a field outside an object's shape is held to, as a whole parse would: a strict object refuses it (its
 * catchall is `never`), a loose one takes anything (its reader drops it).
 */
const ANYTHING = z.unknown();
const fieldOutsideShape = (catchall: z.ZodType | undefined): z.ZodType | undefined =>
  catchall === undefined ? ANYTHING : defOf(catchall).type === 'never' ? undefined : catchall;

function fullIssues(schema: z.ZodType, value: unknown, path: (string | number)[]): z.core.$ZodIssue[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ ...issue, path: [...path, ...issue.path] }));
}

/**
 * Throw DocumentShapeError (naming the collection) when a write does not fit the schema: a whole document must
 * parse; a merge's fields must each fit where they land.
 */
export function checkWrite(schema: z.ZodType, collection: string, data: unknown, merge: boolean): void {
  const stored = asStored(data);
  if (!isPlainObject(stored)) throw new DocumentShapeError(`${collection}/(write)`, fullIssues(schema, stored, []));
  const issues = merge ? partialIssues(schema, stored, []) : holdsUnknown(stored) ? [] : fullIssues(schema, stored, []);
  if (issues.length > 0) throw new DocumentShapeError(`${collection}/(write)`, issues);
}
