import { describe, expect, it } from 'vitest';
import type {
  AuthInfo,
  CommitRequest,
  FirestoreAuthorizer,
  GetRequest,
  ListRequest,
  QueryFilter,
  StoredDoc,
  WriteCheck,
} from '../../shared/contract';
import { createRulesAuthorizer } from '../index';
import { doc, fs, NOW, reader, user } from './helpers';

const P = 'demo-test';

function authorizer(body: string, version = '2'): FirestoreAuthorizer {
  const a = createRulesAuthorizer();
  const { issues } = a.setRules(
    P,
    `rules_version = '${version}';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}`,
  );
  expect(issues.filter((i) => i.severity === 'ERROR')).toEqual([]);
  return a;
}

function getReq(
  path: string,
  resource: StoredDoc | null,
  auth: AuthInfo | null = user('alice'),
  docs: StoredDoc[] = [],
): GetRequest {
  return { kind: 'get', projectId: P, auth, time: NOW, reader: reader(...docs), path, resource };
}

function listReq(
  collection: string,
  where?: QueryFilter,
  extra: Partial<ListRequest> = {},
  auth: AuthInfo | null = user('alice'),
): ListRequest {
  const parts = collection.split('/');
  return {
    kind: 'list',
    projectId: P,
    auth,
    time: NOW,
    reader: reader(),
    parent: parts.slice(0, -1).join('/'),
    collectionId: parts.at(-1),
    allDescendants: false,
    where,
    orderBy: [],
    limit: undefined,
    offset: undefined,
    ...extra,
  };
}

function commitReq(
  writes: WriteCheck[],
  auth: AuthInfo | null = user('alice'),
  before: StoredDoc[] = [],
  after: StoredDoc[] = [],
): CommitRequest {
  return {
    kind: 'commit',
    projectId: P,
    auth,
    time: NOW,
    reader: reader(...before),
    afterReader: reader(...after),
    writes,
  };
}

const eq = (field: string, value: ReturnType<typeof fs.str>): QueryFilter => ({
  kind: 'field',
  field: field.split('.'),
  op: 'EQUAL',
  value,
});

describe('matching', () => {
  it('matches single wildcards and binds them as strings', () => {
    const a = authorizer('match /users/{uid} { allow get: if request.auth.uid == uid; }');
    expect(a.authorize(getReq('users/alice', null)).allowed).toBe(true);
    expect(a.authorize(getReq('users/bob', null)).allowed).toBe(false);
  });

  it('does not cascade to sub-collections', () => {
    const a = authorizer('match /users/{uid} { allow read; }');
    const d = a.authorize(getReq('users/alice/private/x', null));
    expect(d.allowed).toBe(false);
    if (!d.allowed) expect(d.reason).toContain('No matching allow');
  });

  it('{rest=**} matches zero or more segments in v2 and binds a path', () => {
    const a = authorizer("match /{rest=**} { allow get: if rest[0] == 'open'; }");
    expect(a.authorize(getReq('open/x', null)).allowed).toBe(true);
    expect(a.authorize(getReq('open/x/sub/y', null)).allowed).toBe(true);
    expect(a.authorize(getReq('closed/x', null)).allowed).toBe(false);
    const g = authorizer('match /{path=**}/posts/{post} { allow get; }');
    expect(g.authorize(getReq('posts/p1', null)).allowed).toBe(true);
    expect(g.authorize(getReq('users/u/posts/p1', null)).allowed).toBe(true);
  });

  it('v1 recursive wildcards match one or more trailing segments', () => {
    const a = authorizer('match /a/{rest=**} { allow get; }', '1');
    expect(a.authorize(getReq('a/b', null)).allowed).toBe(true);
    expect(a.authorize(getReq('a/b/c/d', null)).allowed).toBe(true);
  });

  it('any allowing statement wins; methods and aliases select statements', () => {
    const a = authorizer('match /c/{id} { allow read: if false; allow get: if true; allow create: if true; }');
    expect(a.authorize(getReq('c/1', null)).allowed).toBe(true);
    expect(a.authorize(listReq('c')).allowed).toBe(false);
    const w = (method: WriteCheck['method']): WriteCheck => ({
      path: 'c/1',
      method,
      resource: null,
      after: method === 'delete' ? null : doc('c/1', {}),
    });
    expect(a.authorize(commitReq([w('create')])).allowed).toBe(true);
    expect(a.authorize(commitReq([w('update')])).allowed).toBe(false);
  });

  it('functions see the wildcards of their scope, lets and other functions', () => {
    const a = authorizer(`
      function signedIn() { return request.auth != null; }
      match /users/{uid} {
        function isOwner() { let me = request.auth.uid; return signedIn() && me == uid; }
        function twice(x) { let y = x * 2; return y; }
        allow get: if isOwner() && twice(2) == 4;
      }`);
    expect(a.authorize(getReq('users/alice', null)).allowed).toBe(true);
    expect(a.authorize(getReq('users/alice', null, null)).allowed).toBe(false);
  });

  it('an error denies, and the reason names the rule and the failure', () => {
    const a = authorizer('match /c/{id} { allow get: if resource.data.owner == request.auth.uid; }');
    const d = a.authorize(getReq('c/1', null));
    expect(d.allowed).toBe(false);
    if (!d.allowed) expect(d.reason).toMatch(/error for 'get' @ firestore\.rules:4: Null value error/);
  });

  it('stops runaway recursion at the call-depth limit', () => {
    const a = authorizer(
      'function f(n) { return n <= 0 || f(n - 1); }\nmatch /c/{id} { allow get: if f(request.auth.token.n); }',
    );
    expect(a.authorize(getReq('c/1', null, user('a', { n: 5 }))).allowed).toBe(true);
    expect(a.authorize(getReq('c/1', null, user('a', { n: 50 }))).allowed).toBe(false);
  });
});

describe('request and resource', () => {
  it('binds request.auth (uid and token claims), request.time, request.method, request.path', () => {
    const a = authorizer(`match /c/{id} {
      allow get: if request.auth.token.role == 'staff'
        && request.time == timestamp.value(${NOW / 1000n})
        && request.method == 'get'
        && request.path == /databases/$(database)/documents/c/$(id)
        && request.auth.token.firebase.sign_in_provider == 'custom';
    }`);
    expect(a.authorize(getReq('c/1', null, user('s', { role: 'staff' }))).allowed).toBe(true);
    expect(a.authorize(getReq('c/1', null, user('s'))).allowed).toBe(false);
  });

  it('binds resource (data, id, __name__) and request.resource for writes', () => {
    const a = authorizer(`match /c/{id} {
      allow get: if resource.data.n == 1 && resource.id == id && resource.__name__ == /databases/(default)/documents/c/$(id);
      allow update: if request.resource.data.n == resource.data.n + 1 && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['n']);
      allow delete: if request.resource == null;
    }`);
    const before = doc('c/1', { n: fs.int(1) });
    expect(a.authorize(getReq('c/1', before)).allowed).toBe(true);
    const upd = (n: number, extra = {}): WriteCheck => ({
      path: 'c/1',
      method: 'update',
      resource: before,
      after: doc('c/1', { n: fs.int(n), ...extra }),
    });
    expect(a.authorize(commitReq([upd(2)])).allowed).toBe(true);
    expect(a.authorize(commitReq([upd(3)])).allowed).toBe(false);
    expect(a.authorize(commitReq([upd(2, { x: fs.bool(true) })])).allowed).toBe(false);
    expect(a.authorize(commitReq([{ path: 'c/1', method: 'delete', resource: before, after: null }])).allowed).toBe(
      true,
    );
  });

  it('converts every Firestore value type', () => {
    const a = authorizer(`match /c/{id} {
      allow get: if resource.data.s is string && resource.data.i is int && resource.data.d is float
        && resource.data.b is bool && resource.data.n == null && resource.data.t is timestamp
        && resource.data.t == timestamp.value(1000) && resource.data.a == [1, 'x'] && resource.data.m.k == 2
        && resource.data.g is latlng && resource.data.r == /databases/(default)/documents/x/y && resource.data.y is bytes;
    }`);
    const d: StoredDoc = {
      path: 'c/1',
      createTime: 1n,
      updateTime: 1n,
      fields: new Map([
        ['s', fs.str('x')],
        ['i', fs.int(1)],
        ['d', fs.dbl(1.5)],
        ['b', fs.bool(true)],
        ['n', fs.nul()],
        ['t', fs.ts(1_000_000n)],
        ['a', fs.arr(fs.int(1), fs.str('x'))],
        ['m', fs.map({ k: fs.int(2) })],
        ['g', { type: 'geoPoint', latitude: 1, longitude: 2 }],
        ['r', { type: 'reference', value: 'projects/demo-test/databases/(default)/documents/x/y' }],
        ['y', { type: 'bytes', value: Uint8Array.from([1]) }],
      ]),
    };
    expect(a.authorize(getReq('c/1', d)).allowed).toBe(true);
  });
});

describe('get, exists, getAfter, existsAfter', () => {
  const rules = `
    function role() { return get(/databases/$(database)/documents/users/$(request.auth.uid)).data.role; }
    match /admin/{id} { allow get: if role() == 'admin'; }
    match /guarded/{id} { allow get: if exists(/databases/$(database)/documents/allow/$(request.auth.uid)); }
    match /pairs/{id} {
      allow create: if existsAfter(/databases/$(database)/documents/partners/$(id))
        && getAfter(/databases/$(database)/documents/partners/$(id)).data.pair == id;
    }
    match /partners/{id} { allow create: if true; }
    match /many/{n} {
      function chain(k) { return k == 0 || (exists(/databases/$(database)/documents/x/$(string(k))) || true) && chain(k - 1); }
      allow get: if chain(int(n));
    }`;

  it('reads current documents through $() paths', () => {
    const a = authorizer(rules);
    const admin = doc('users/alice', { role: fs.str('admin') });
    expect(a.authorize(getReq('admin/1', null, user('alice'), [admin])).allowed).toBe(true);
    expect(
      a.authorize(getReq('admin/1', null, user('alice'), [doc('users/alice', { role: fs.str('customer') })])).allowed,
    ).toBe(false);
    expect(a.authorize(getReq('admin/1', null, user('alice'), [])).allowed).toBe(false); // get() is null → error
    expect(a.authorize(getReq('guarded/1', null, user('alice'), [doc('allow/alice', {})])).allowed).toBe(true);
    expect(a.authorize(getReq('guarded/1', null, user('bob'), [doc('allow/alice', {})])).allowed).toBe(false);
  });

  it('getAfter/existsAfter see the whole commit', () => {
    const a = authorizer(rules);
    const pair = doc('pairs/p1', {});
    const partner = doc('partners/p1', { pair: fs.str('p1') });
    const writes: WriteCheck[] = [
      { path: 'pairs/p1', method: 'create', resource: null, after: pair },
      { path: 'partners/p1', method: 'create', resource: null, after: partner },
    ];
    expect(a.authorize(commitReq(writes, user('alice'), [], [pair, partner])).allowed).toBe(true);
    expect(a.authorize(commitReq(writes.slice(0, 1), user('alice'), [], [pair])).allowed).toBe(false);
  });

  it('caps distinct document reads at 10 per evaluation, caching repeats', () => {
    const a = authorizer(rules);
    expect(a.authorize(getReq('many/10', null)).allowed).toBe(true);
    const d = a.authorize(getReq('many/11', null));
    expect(d.allowed).toBe(false);
    if (!d.allowed) expect(d.reason).toContain('Exceeded the limit of 10');
    const repeat = authorizer(
      `match /r/{id} { allow get: if ${Array.from({ length: 15 }, () => 'exists(/databases/$(database)/documents/x/same)').join(' || ')} || true; }`,
    );
    expect(repeat.authorize(getReq('r/1', null)).allowed).toBe(true);
  });

  it('caps a commit at 20 reads in total', () => {
    const a = authorizer(`match /w/{id} {
      allow create: if exists(/databases/$(database)/documents/x/$(id + 'a')) || exists(/databases/$(database)/documents/x/$(id + 'b')) || exists(/databases/$(database)/documents/x/$(id + 'c')) || true;
    }`);
    const write = (id: string): WriteCheck => ({
      path: `w/${id}`,
      method: 'create',
      resource: null,
      after: doc(`w/${id}`, {}),
    });
    expect(a.authorize(commitReq(Array.from({ length: 6 }, (_, i) => write(`d${i}`)))).allowed).toBe(true);
    const d = a.authorize(commitReq(Array.from({ length: 7 }, (_, i) => write(`d${i}`))));
    expect(d.allowed).toBe(false);
    if (!d.allowed) expect(d.reason).toContain('w/d6');
  });

  it('rejects paths outside the default database or not naming a document', () => {
    const a = authorizer(`match /c/{id} { allow get: if exists(/databases/other/documents/x/y) || true; }
      match /d/{id} { allow get: if exists(/databases/$(database)/documents/x) || true; }`);
    // `|| true` absorbs the error: both allowed — the error is in the left operand only.
    expect(a.authorize(getReq('c/1', null)).allowed).toBe(true);
    const strict = authorizer('match /c/{id} { allow get: if !exists(/databases/$(database)/documents/x); }');
    expect(strict.authorize(getReq('c/1', null)).allowed).toBe(false);
  });
});

describe('list (queries are checked against their constraints)', () => {
  const rules = `
    match /orders/{id} {
      allow list: if request.auth != null && (resource.data.userId == request.auth.uid || request.auth.token.role == 'staff');
    }
    match /products/{id} { allow list: if resource.data.active == true; }
    match /limited/{id} { allow list: if request.query.limit <= 10; }
    match /named/{id} { allow list: if id == 'ok'; }
    match /{path=**}/events/{id} { allow list: if resource.data.public == true; }
    match /orders/{o}/notes/{id} { allow list: if resource.data.a.b == 1; }`;

  it('denies an unconstrained query even with no documents, allows one constrained to the caller', () => {
    const a = authorizer(rules);
    expect(a.authorize(listReq('orders')).allowed).toBe(false);
    expect(a.authorize(listReq('orders', eq('userId', fs.str('alice')))).allowed).toBe(true);
    expect(a.authorize(listReq('orders', eq('userId', fs.str('bob')))).allowed).toBe(false);
    expect(a.authorize(listReq('orders', undefined, {}, user('s', { role: 'staff' }))).allowed).toBe(true);
    expect(a.authorize(listReq('orders', undefined, {}, null)).allowed).toBe(false);
  });

  it('requires the filter the rule depends on, combined with others', () => {
    const a = authorizer(rules);
    expect(a.authorize(listReq('products')).allowed).toBe(false);
    expect(a.authorize(listReq('products', eq('active', fs.bool(false)))).allowed).toBe(false);
    const both: QueryFilter = {
      kind: 'composite',
      op: 'AND',
      filters: [eq('active', fs.bool(true)), { kind: 'field', field: ['price'], op: 'LESS_THAN', value: fs.int(5) }],
    };
    expect(a.authorize(listReq('products', both)).allowed).toBe(true);
  });

  it('expands IN into one check per value and requires every OR disjunct to pass', () => {
    const a = authorizer(rules);
    const inFilter = (...ids: string[]): QueryFilter => ({
      kind: 'field',
      field: ['userId'],
      op: 'IN',
      value: fs.arr(...ids.map(fs.str)),
    });
    expect(a.authorize(listReq('orders', inFilter('alice'))).allowed).toBe(true);
    expect(a.authorize(listReq('orders', inFilter('alice', 'bob'))).allowed).toBe(false);
    const or = (...filters: QueryFilter[]): QueryFilter => ({ kind: 'composite', op: 'OR', filters });
    expect(
      a.authorize(listReq('products', or(eq('active', fs.bool(true)), eq('featured', fs.bool(true))))).allowed,
    ).toBe(false);
    const orBoth = or(
      { kind: 'composite', op: 'AND', filters: [eq('active', fs.bool(true)), eq('featured', fs.bool(true))] },
      eq('active', fs.bool(true)),
    );
    expect(a.authorize(listReq('products', orBoth)).allowed).toBe(true);
  });

  it('binds request.query limit/offset/orderBy', () => {
    const a = authorizer(rules);
    expect(a.authorize(listReq('limited', undefined, { limit: 5 })).allowed).toBe(true);
    expect(a.authorize(listReq('limited', undefined, { limit: 11 })).allowed).toBe(false);
    expect(a.authorize(listReq('limited')).allowed).toBe(false);
  });

  it('treats the document id as unknown unless __name__ fixes it', () => {
    const a = authorizer(rules);
    expect(a.authorize(listReq('named')).allowed).toBe(false);
    const byName = (n: string): QueryFilter => ({
      kind: 'field',
      field: ['__name__'],
      op: 'EQUAL',
      value: { type: 'reference', value: `projects/${P}/databases/(default)/documents/named/${n}` },
    });
    expect(a.authorize(listReq('named', byName('ok'))).allowed).toBe(true);
    expect(a.authorize(listReq('named', byName('no'))).allowed).toBe(false);
  });

  it('collection-group queries need a {path=**} rule', () => {
    const a = authorizer(rules);
    const group = (where?: QueryFilter): ListRequest => ({
      ...listReq('events', where),
      parent: '',
      allDescendants: true,
    });
    expect(a.authorize(group(eq('public', fs.bool(true)))).allowed).toBe(true);
    expect(a.authorize(group()).allowed).toBe(false);
    const notes = (where?: QueryFilter): ListRequest => ({
      ...listReq('notes', where),
      parent: '',
      allDescendants: true,
    });
    expect(a.authorize(notes(eq('a.b', fs.int(1)))).allowed).toBe(false);
    expect(a.authorize(listReq('orders/o1/notes', eq('a.b', fs.int(1)))).allowed).toBe(true);
    expect(a.authorize(listReq('orders/o1/notes', eq('a.c', fs.int(1)))).allowed).toBe(false);
  });
});

describe('installing rules', () => {
  it('keeps the rules in force when new ones fail to compile and reports line:column', () => {
    const a = authorizer('match /c/{id} { allow get; }');
    const { issues } = a.setRules(P, 'service cloud.firestore {\n  match /c/{id} { allow get: if nope; }\n}');
    expect(issues).toEqual([{ line: 2, column: 33, description: "Unknown variable 'nope'.", severity: 'ERROR' }]);
    expect(a.authorize(getReq('c/1', null)).allowed).toBe(true);
    expect(a.hasRules(P)).toBe(true);
    expect(a.hasRules('other')).toBe(false);
    expect(a.authorize({ ...getReq('c/1', null), projectId: 'other' }).allowed).toBe(false);
  });
});
