import { describe, expect, it } from 'vitest';
import { callerFromAuthorization, StorageRules, type StorageObjectFacts } from '../index';
import { user } from './helpers';

const jwt = (claims: Record<string, unknown>): string =>
  `${Buffer.from('{"alg":"none","type":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

describe('callerFromAuthorization', () => {
  it('recognises the owner in both schemes', () => {
    expect(callerFromAuthorization('Bearer owner')).toEqual({ kind: 'owner' });
    expect(callerFromAuthorization('Firebase owner')).toEqual({ kind: 'owner' });
  });
  it('decodes unsigned JWTs without checking expiry; uid from sub, else user_id', () => {
    const expired = jwt({ sub: 'u1', role: 'staff', exp: 1, iat: 0 });
    expect(callerFromAuthorization(`Bearer ${expired}`)).toEqual({
      kind: 'user',
      auth: { uid: 'u1', token: { sub: 'u1', role: 'staff', exp: 1, iat: 0 } },
    });
    expect(callerFromAuthorization(`Firebase ${jwt({ user_id: 'u2' })}`)).toMatchObject({
      kind: 'user',
      auth: { uid: 'u2' },
    });
  });
  it('treats a missing, malformed or uid-less token as signed out', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Basic abc',
      'Bearer not-a-jwt',
      `Bearer ${jwt({ email: 'x@y.z' })}`,
      'Bearer a.!!!.c',
    ]) {
      expect(callerFromAuthorization(header), String(header)).toEqual({ kind: 'anonymous' });
    }
  });
});

describe('StorageRules', () => {
  const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{all=**} { allow list: if request.auth != null && (all == path('') || all[0] != 'private'); }
    match /u/{uid}/{file} {
      allow get: if request.auth.uid == uid && resource.contentType == 'image/png' && bucket == 'b1';
      allow create: if request.resource.size < 10 && request.resource.metadata.tag == 'ok' && request.path[4] == uid;
      allow delete: if resource.timeCreated < request.time;
    }
  }
}`;
  const compiled = StorageRules.compile(RULES);
  if (!compiled.ok) throw new Error(compiled.message);
  const rules = compiled.rules;
  const facts = (over: Partial<StorageObjectFacts> = {}): StorageObjectFacts => ({
    name: 'u/alice/a.png',
    bucket: 'b1',
    size: 5,
    contentType: 'image/png',
    metadata: { tag: 'ok' },
    generation: 1n,
    metageneration: 1n,
    timeCreated: 1_000,
    updated: 1_000,
    md5Hash: '',
    crc32c: '',
    etag: '',
    cacheControl: null,
    contentDisposition: null,
    contentEncoding: null,
    contentLanguage: null,
    ...over,
  });
  const base = { bucket: 'b1', path: 'u/alice/a.png', auth: user('alice'), time: 2_000, resource: facts() };

  it('binds the bucket and path wildcards, request.auth, resource and request.resource', () => {
    expect(rules.authorize({ ...base, method: 'get' }).allowed).toBe(true);
    expect(rules.authorize({ ...base, method: 'get', bucket: 'b2' }).allowed).toBe(false);
    expect(rules.authorize({ ...base, method: 'get', auth: user('bob') }).allowed).toBe(false);
    expect(rules.authorize({ ...base, method: 'get', resource: facts({ contentType: 'image/jpeg' }) }).allowed).toBe(
      false,
    );
    expect(rules.authorize({ ...base, method: 'create', resource: null, requestResource: facts() }).allowed).toBe(true);
    expect(
      rules.authorize({ ...base, method: 'create', resource: null, requestResource: facts({ size: 10 }) }).allowed,
    ).toBe(false);
    expect(
      rules.authorize({ ...base, method: 'create', resource: null, requestResource: facts({ metadata: {} }) }).allowed,
    ).toBe(false);
    expect(rules.authorize({ ...base, method: 'delete' }).allowed).toBe(true);
    expect(rules.authorize({ ...base, method: 'delete', resource: facts({ timeCreated: 3_000 }) }).allowed).toBe(false);
  });

  it('checks list requests at the prefix, the root included', () => {
    expect(rules.authorize({ ...base, method: 'list', path: '', resource: null }).allowed).toBe(true);
    expect(rules.authorize({ ...base, method: 'list', path: 'u', resource: null }).allowed).toBe(true);
    expect(rules.authorize({ ...base, method: 'list', path: 'u/alice', resource: null }).allowed).toBe(true);
    expect(rules.authorize({ ...base, method: 'list', path: 'private/x', resource: null }).allowed).toBe(false);
    expect(rules.authorize({ ...base, method: 'list', path: '', resource: null, auth: null }).allowed).toBe(false);
  });

  it('rejects Firestore rules and reports line:column', () => {
    const r = StorageRules.compile('service cloud.firestore { }', 'x.rules');
    expect(!r.ok && r.message).toBe(
      "x.rules:1:1: Expected 'service firebase.storage', found 'service cloud.firestore'.",
    );
  });
});
