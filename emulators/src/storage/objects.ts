import { createHash, randomUUID } from 'node:crypto';
import type { ObjectVersionFacts, StorageObjectFacts } from '../rules';

/** One stored object: its bytes and the metadata Firebase Storage keeps for it. */
export interface StoredObject extends ObjectVersionFacts {
  readonly data: Uint8Array;
  readonly contentType: string;
  readonly customMetadata: Readonly<Record<string, string>>;
  readonly downloadTokens: readonly string[];
}

/** The writable metadata a client sends (Firebase Storage `SettableMetadata` plus name). */
export interface MetadataPatch {
  readonly contentType?: string | null;
  readonly cacheControl?: string | null;
  readonly contentDisposition?: string | null;
  readonly contentEncoding?: string | null;
  readonly contentLanguage?: string | null;
  /** Custom metadata; a null value deletes that key, a null map clears all. */
  readonly metadata?: Readonly<Record<string, string | null>> | null;
}

const TOKENS_KEY = 'firebaseStorageDownloadTokens';
let lastGeneration = 0n;

/** Generations are microsecond timestamps, strictly increasing. */
function nextGeneration(now: number): bigint {
  const candidate = BigInt(now) * 1000n;
  lastGeneration = candidate > lastGeneration ? candidate : lastGeneration + 1n;
  return lastGeneration;
}

export function md5Base64(data: Uint8Array): string {
  return createHash('md5').update(data).digest('base64');
}

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC32C as GCS reports it: the big-endian checksum, base64. */
export function crc32cBase64(data: Uint8Array): string {
  let n = 0xffffffff;
  for (const b of data) n = (CRC32C_TABLE[(n ^ b) & 0xff] ?? 0) ^ (n >>> 8);
  n = (n ^ 0xffffffff) >>> 0;
  return Buffer.from([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]).toString('base64');
}

function etagOf(generation: bigint, metageneration: bigint): string {
  return createHash('sha1').update(`${generation}/${metageneration}`).digest('base64').slice(0, 16);
}

/** Applies a client patch to custom metadata; `firebaseStorageDownloadTokens` is lifted out as tokens. */
function applyCustom(
  current: Readonly<Record<string, string>>,
  patch: MetadataPatch['metadata'],
): { custom: Record<string, string>; tokens: string[] } {
  const custom: Record<string, string> = patch === null ? {} : { ...current };
  if (patch) {
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) delete custom[k];
      else custom[k] = typeof v === 'string' ? v : JSON.stringify(v);
    }
  }
  const raw = custom[TOKENS_KEY];
  delete custom[TOKENS_KEY];
  const tokens = raw
    ? raw
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t !== '')
    : [];
  return { custom, tokens };
}

function pick(
  patch: MetadataPatch,
  key: 'cacheControl' | 'contentDisposition' | 'contentEncoding' | 'contentLanguage',
  current: string | null,
): string | null {
  const v = patch[key];
  return v === undefined ? current : v;
}

/** A new object (or a new generation over an existing one) from uploaded bytes. */
export function createObject(
  bucket: string,
  name: string,
  data: Uint8Array,
  patch: MetadataPatch,
  now: number,
): StoredObject {
  const { custom, tokens } = applyCustom({}, patch.metadata);
  const generation = nextGeneration(now);
  return {
    bucket,
    name,
    data,
    contentType: patch.contentType ?? 'application/octet-stream',
    customMetadata: custom,
    // Firebase clients get a download token with every upload; an upload over an object keeps none of the old ones.
    downloadTokens: tokens.length > 0 ? tokens : [randomUUID()],
    generation,
    metageneration: 1n,
    timeCreated: now,
    updated: now,
    md5Hash: md5Base64(data),
    crc32c: crc32cBase64(data),
    etag: etagOf(generation, 1n),
    cacheControl: patch.cacheControl ?? null,
    contentDisposition: patch.contentDisposition ?? null,
    contentEncoding: patch.contentEncoding ?? null,
    contentLanguage: patch.contentLanguage ?? null,
  };
}

/** The object after a metadata update (a new metageneration; bytes unchanged). */
export function patchObject(current: StoredObject, patch: MetadataPatch, now: number): StoredObject {
  const { custom, tokens } = applyCustom(current.customMetadata, patch.metadata);
  const metageneration = current.metageneration + 1n;
  return {
    ...current,
    contentType: patch.contentType ?? current.contentType,
    customMetadata: custom,
    downloadTokens: tokens.length > 0 ? [...new Set([...current.downloadTokens, ...tokens])] : current.downloadTokens,
    metageneration,
    updated: now,
    etag: etagOf(current.generation, metageneration),
    cacheControl: pick(patch, 'cacheControl', current.cacheControl),
    contentDisposition: pick(patch, 'contentDisposition', current.contentDisposition),
    contentEncoding: pick(patch, 'contentEncoding', current.contentEncoding),
    contentLanguage: pick(patch, 'contentLanguage', current.contentLanguage),
  };
}

export function withTokens(current: StoredObject, tokens: readonly string[], now: number): StoredObject {
  const metageneration = current.metageneration + 1n;
  return {
    ...current,
    downloadTokens: tokens,
    metageneration,
    updated: now,
    etag: etagOf(current.generation, metageneration),
  };
}

/** What the rules see as `resource` / `request.resource`. */
export function factsOf(o: StoredObject): StorageObjectFacts {
  const { data, customMetadata, downloadTokens: _tokens, ...version } = o;
  return { ...version, size: data.length, metadata: customMetadata };
}

/** The Firebase Storage JSON metadata resource (what `getMetadata`, uploads and `getDownloadURL` read). */
export function metadataJson(o: StoredObject): Record<string, unknown> {
  const json: Record<string, unknown> = {
    name: o.name,
    bucket: o.bucket,
    generation: o.generation.toString(),
    metageneration: o.metageneration.toString(),
    contentType: o.contentType,
    timeCreated: new Date(o.timeCreated).toISOString(),
    updated: new Date(o.updated).toISOString(),
    storageClass: 'STANDARD',
    size: String(o.data.length),
    md5Hash: o.md5Hash,
    crc32c: o.crc32c,
    etag: o.etag,
    downloadTokens: o.downloadTokens.join(','),
    contentEncoding: o.contentEncoding ?? 'identity',
    contentDisposition:
      o.contentDisposition ?? `inline; filename*=utf-8''${encodeURIComponent(o.name.split('/').at(-1) ?? o.name)}`,
  };
  if (Object.keys(o.customMetadata).length > 0) json.metadata = { ...o.customMetadata };
  if (o.cacheControl !== null) json.cacheControl = o.cacheControl;
  if (o.contentLanguage !== null) json.contentLanguage = o.contentLanguage;
  return json;
}

/** Reads the client's JSON metadata, keeping only the writable fields with the right types. */
export function parseMetadataPatch(body: unknown): MetadataPatch {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new Error('Metadata must be a JSON object.');
  const b = body as Record<string, unknown>;
  const str = (key: string): string | null | undefined => {
    const v = b[key];
    if (v === undefined || v === null) return v;
    if (typeof v !== 'string') throw new Error(`Metadata field '${key}' must be a string.`);
    return v;
  };
  let metadata: Record<string, string | null> | null | undefined;
  const m = b.metadata;
  if (m === null) metadata = null;
  else if (m !== undefined) {
    if (typeof m !== 'object' || Array.isArray(m)) throw new Error("Metadata field 'metadata' must be an object.");
    metadata = {};
    for (const [k, v] of Object.entries(m as Record<string, unknown>)) {
      metadata[k] = v === null ? null : typeof v === 'string' ? v : JSON.stringify(v);
    }
  }
  const patch: Record<string, unknown> = {};
  for (const key of ['contentType', 'cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage']) {
    const v = str(key);
    if (v !== undefined) patch[key] = v;
  }
  if (metadata !== undefined) patch.metadata = metadata;
  return patch;
}
