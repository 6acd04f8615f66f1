type Plain = Record<string, unknown>;

/** JSON-like data → google.protobuf.Struct / Value in the plain-object shape both front ends encode. */
export type JsonLike = string | number | boolean | null | readonly JsonLike[] | { readonly [k: string]: JsonLike };

export function toProtoValue(v: JsonLike): Plain {
  if (v === null) return { nullValue: 0 };
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'number') return { numberValue: v };
  if (typeof v === 'boolean') return { boolValue: v };
  if (Array.isArray(v)) return { listValue: { values: (v as readonly JsonLike[]).map(toProtoValue) } };
  return { structValue: toProtoStruct(v as Readonly<Record<string, JsonLike>>) };
}

export function toProtoStruct(obj: Readonly<Record<string, JsonLike>>): Plain {
  const fields: Plain = {};
  for (const [k, v] of Object.entries(obj)) fields[k] = toProtoValue(v);
  return { fields };
}

/** Microseconds → google.protobuf.Duration. */
export function toProtoDuration(micros: bigint): Plain {
  return { seconds: String(micros / 1_000_000n), nanos: Number(micros % 1_000_000n) * 1000 };
}

/** google.protobuf.Value (plain-object shape) → its proto3 JSON form. */
export function protoValueToJson(v: Plain): unknown {
  if (v.nullValue !== undefined) return null;
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.numberValue !== undefined) return v.numberValue;
  if (v.boolValue !== undefined) return v.boolValue;
  if (v.listValue !== undefined) return (((v.listValue as Plain).values ?? []) as Plain[]).map(protoValueToJson);
  if (v.structValue !== undefined) return protoStructToJson(v.structValue as Plain);
  return null;
}

export function protoStructToJson(s: Plain): unknown {
  const out: Plain = {};
  for (const [k, v] of Object.entries((s.fields ?? {}) as Plain)) out[k] = protoValueToJson(v as Plain);
  return out;
}
