import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import protobuf from 'protobufjs';
import type { Type } from 'protobufjs';

/**
 * The google.firestore.v1 schema, loaded from the JSON descriptor that ships with @google-cloud/firestore
 * (the same protos the Admin SDK encodes with). Both front ends use it: gRPC for the binary codec,
 * REST for field names, types and the JSON mapping.
 */
function loadRoot(): protobuf.Root {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@google-cloud/firestore');
  const file = path.join(path.dirname(entry), '..', 'protos', 'v1.json');
  const root = protobuf.Root.fromJSON(JSON.parse(fs.readFileSync(file, 'utf8')) as protobuf.INamespace);
  // Lite transactions send `verify` writes (field 5 of the operation oneof), which the public proto omits.
  const write = root.lookupType('google.firestore.v1.Write');
  const verify = new protobuf.Field('verify', 5, 'string');
  write.add(verify);
  write.oneofs.operation?.add(verify);
  root.resolveAll();
  return root;
}

export const root = loadRoot();

const typeCache = new Map<string, Type>();

export function messageType(name: string): Type {
  let t = typeCache.get(name);
  if (!t) {
    t = root.lookupType(name.startsWith('google.') ? name : `google.firestore.v1.${name}`);
    typeCache.set(name, t);
  }
  return t;
}

export type RpcKind = 'unary' | 'serverStream' | 'bidi';

export interface RpcInfo {
  readonly name: string;
  readonly kind: RpcKind;
  readonly requestType: Type;
  readonly responseType: Type;
}

/** Every method of google.firestore.v1.Firestore, by name. */
export const rpcs: ReadonlyMap<string, RpcInfo> = (() => {
  const service = root.lookupService('google.firestore.v1.Firestore');
  const map = new Map<string, RpcInfo>();
  for (const m of service.methodsArray) {
    m.resolve();
    const kind: RpcKind = m.requestStream ? 'bidi' : m.responseStream ? 'serverStream' : 'unary';
    map.set(m.name, { name: m.name, kind, requestType: m.resolvedRequestType!, responseType: m.resolvedResponseType! });
  }
  return map;
})();

/** How incoming protobuf messages become plain objects (camelCase names, the same as REST JSON field names). */
export const DECODE_OPTIONS: protobuf.IConversionOptions = {
  longs: String,
  enums: String,
  bytes: Buffer,
  defaults: false,
  oneofs: false,
};
