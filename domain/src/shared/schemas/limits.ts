// What a schema allows, read from the schema itself: a form's min/max/maxLength and the words of its hint, and the
// rules-vs-schema test, take the numbers from here instead of copying them (one source for each shape). Reads the
// schema through zod's public JSON Schema view, under its wrappers (default, optional, nullable, pipes).
import * as z from 'zod';

const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'nonoptional', 'catch', 'readonly']);

/** The schema that holds the checks: wrappers taken off; a pipe's output side, or its input when that is a transform. */
function checked(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as z.core.$ZodTypeDef & {
    innerType?: z.core.$ZodType;
    in?: z.core.$ZodType;
    out?: z.core.$ZodType;
  };
  if (WRAPPERS.has(def.type) && def.innerType) return checked(def.innerType);
  if (def.type === 'pipe' && def.in && def.out)
    return checked(def.out._zod.def.type === 'transform' ? def.in : def.out);
  return schema;
}

interface JsonBounds {
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  anyOf?: JsonBounds[];
}

function bounds(schema: z.core.$ZodType): JsonBounds {
  return z.toJSONSchema(checked(schema), { unrepresentable: 'any' });
}

/** z.int() states the safe-integer range; that is no limit of the shop's. */
const stated = (n: number | undefined): number | undefined =>
  n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n;

/** The longest text, or the most items of a list, the schema accepts; throws when it states none. */
export function maxLengthOf(schema: z.core.$ZodType): number {
  const b = bounds(schema);
  // A union ('' or an email) allows the longest of its options.
  const options = (b.anyOf ?? [b]).map((o) => o.maxLength ?? o.maxItems).filter((n) => n !== undefined);
  const max = options.length > 0 ? Math.max(...options) : undefined;
  if (max === undefined) throw new Error('The schema states no maximum length.');
  return max;
}

/** The smallest and largest number the schema accepts (a side it leaves open is undefined); throws when it states neither. */
export function rangeOf(schema: z.core.$ZodType): { min: number | undefined; max: number | undefined } {
  const b = bounds(schema);
  const range = { min: stated(b.minimum), max: stated(b.maximum) };
  if (range.min === undefined && range.max === undefined) throw new Error('The schema states no range.');
  return range;
}

/** A range as a hint says it: '1–99'. */
export const rangeText = ({ min, max }: { min: number | undefined; max: number | undefined }): string =>
  `${min ?? ''}–${max ?? ''}`;
