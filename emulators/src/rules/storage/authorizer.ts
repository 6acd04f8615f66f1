import type { AuthInfo, Decision, RulesIssue } from '../../shared/contract';
import { compileRules, type CompiledRules } from '../compile';
import { evaluateAccess } from '../engine';
import type { Binding } from '../runtime/evaluator';
import { fromJson, RMap, RPath, RTimestamp, type RValue } from '../runtime/values';
import type { Method } from '../syntax/ast';

/** An object version's identity and HTTP metadata: the same fields in Storage's store and in what its rules see. */
export interface ObjectVersionFacts {
  readonly name: string;
  readonly bucket: string;
  readonly generation: bigint;
  readonly metageneration: bigint;
  /** Milliseconds since the epoch. */
  readonly timeCreated: number;
  readonly updated: number;
  readonly md5Hash: string;
  readonly crc32c: string;
  readonly etag: string;
  readonly cacheControl: string | null;
  readonly contentDisposition: string | null;
  readonly contentEncoding: string | null;
  readonly contentLanguage: string | null;
}

/** What Storage rules see of an object (rules.storage.Resource). */
export interface StorageObjectFacts extends ObjectVersionFacts {
  readonly size: number;
  readonly contentType: string | null;
  readonly metadata: Readonly<Record<string, string>>;
}

export interface StorageRulesRequest {
  readonly bucket: string;
  /** Object name; for `list`, the prefix without its trailing slash ("" for the bucket root). */
  readonly path: string;
  readonly method: Method;
  readonly auth: AuthInfo | null;
  /** Milliseconds since the epoch. */
  readonly time: number;
  readonly resource: StorageObjectFacts | null;
  /** The object as it would be after a write; absent for reads and deletes. */
  readonly requestResource?: StorageObjectFacts | null;
}

/** Storage rules (`service firebase.storage`), compiled once and evaluated per request. */
export class StorageRules {
  private constructor(readonly compiled: CompiledRules) {}

  static compile(
    source: string,
    fileName = 'storage.rules',
  ):
    | { readonly ok: true; readonly rules: StorageRules; readonly issues: readonly RulesIssue[] }
    | { readonly ok: false; readonly issues: readonly RulesIssue[]; readonly message: string } {
    const result = compileRules(source, fileName, 'firebase.storage');
    return result.ok ? { ok: true, rules: new StorageRules(result.rules), issues: result.issues } : result;
  }

  authorize(req: StorageRulesRequest, debug?: (line: string) => void): Decision {
    const objectSegments = req.path === '' ? [] : req.path.split('/');
    const path = ['b', req.bucket, 'o', ...objectSegments];
    const requestFields: Record<string, RValue> = {
      auth: req.auth ? RMap.of({ uid: req.auth.uid, token: fromJson(req.auth.token) }) : null,
      method: req.method,
      path: new RPath(path),
      time: new RTimestamp(BigInt(req.time) * 1_000_000n),
    };
    if (req.requestResource !== undefined)
      requestFields.resource = req.requestResource ? objectValue(req.requestResource) : null;
    const globals = new Map<string, Binding>([
      ['request', RMap.of(requestFields)],
      ['resource', req.resource ? objectValue(req.resource) : null],
    ]);
    const result = evaluateAccess(this.compiled, {
      path,
      method: req.method,
      globals,
      services: new Map(),
      ...(debug ? { debug } : {}),
    });
    return result.allowed
      ? result
      : { allowed: false, reason: `${req.method} ${req.bucket}/${req.path}: ${result.reason}` };
  }
}

function objectValue(o: StorageObjectFacts): RMap {
  const ms = (t: number): RTimestamp => new RTimestamp(BigInt(t) * 1_000_000n);
  return RMap.of({
    name: o.name,
    bucket: o.bucket,
    size: BigInt(o.size),
    contentType: o.contentType,
    metadata: new RMap(new Map(Object.entries(o.metadata))),
    generation: o.generation,
    metageneration: o.metageneration,
    timeCreated: ms(o.timeCreated),
    updated: ms(o.updated),
    md5Hash: o.md5Hash,
    crc32c: o.crc32c,
    etag: o.etag,
    cacheControl: o.cacheControl,
    contentDisposition: o.contentDisposition,
    contentEncoding: o.contentEncoding,
    contentLanguage: o.contentLanguage,
  });
}
