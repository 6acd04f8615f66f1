import type { StoredDoc } from '../../shared/contract';
import type { Caller } from '../auth/caller';
import type { DatabaseState } from '../engine/engine';
import type { FsError } from '../errors';
import { Code, invalidArgument, toFsError } from '../errors';
import type { DatabaseId } from '../paths/names';
import { documentName, parseDatabaseName, parseDocumentName, parseParentName } from '../paths/names';
import { decodeStructuredQuery } from '../query/decode';
import type { Query } from '../query/model';
import type { Plain, Services } from '../service/context';
import { authOf, listRequest } from '../service/context';
import type { WStructuredQuery, WTimestamp } from '../wire/types';
import { encodeDocument, encodeTimestamp } from '../wire/values';
import type { CommitEvent } from './feed';
import type { StreamSession, StreamSink } from './stream';
import type { TargetSpec } from './target';
import { ListenTarget } from './target';
import { readTimeOfToken, resumeToken } from './tokens';

/** google.firestore.v1.TargetChange.TargetChangeType, as numbers so messages encode straight to protobuf. */
const NO_CHANGE = 0;
const ADD = 1;
const REMOVE = 2;
const CURRENT = 3;
const RESET = 4;

/** Production sends a "still here" snapshot marker now and then; the Admin SDK reconnects after 120 s of silence. */
const HEARTBEAT_MS = 30_000;

interface WTarget {
  readonly query?: { readonly parent?: string; readonly structuredQuery?: WStructuredQuery };
  readonly documents?: { readonly documents?: readonly string[] };
  readonly resumeToken?: Uint8Array;
  readonly readTime?: WTimestamp;
  readonly targetId?: number;
  readonly once?: boolean;
}

interface ListenRequest {
  readonly database?: string;
  readonly addTarget?: WTarget;
  readonly removeTarget?: number;
}

interface DocUpdate {
  doc: StoredDoc | undefined;
  readonly added: number[];
  readonly removed: number[];
}

/**
 * One Listen stream (google.firestore.v1.Firestore/Listen): targets come and go; each new target gets ADD,
 * its documents, CURRENT and a global NO_CHANGE with a read time and resume token (the SDKs raise a snapshot
 * on that); after every commit that touches a target the stream sends the document changes, deletes and
 * removes, then another global NO_CHANGE. Rules are checked per target when it is added.
 */
export class ListenSession implements StreamSession {
  private dbId: DatabaseId | undefined;
  private state: DatabaseState | undefined;
  private readonly targets = new Map<number, ListenTarget>();
  private unsubscribe: (() => void) | undefined;
  /** Paths written since the last flush; undefined = everything (a clear). */
  private pending: Set<string> | undefined = new Set();
  private flushQueued = false;
  private closed = false;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly svc: Services,
    private readonly caller: Caller,
    private readonly sink: StreamSink,
  ) {
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  receive(message: Plain): void {
    if (this.closed) return;
    try {
      const req = message as ListenRequest;
      this.bindDatabase(req.database);
      if (req.addTarget !== undefined) this.addTarget(req.addTarget);
      else if (req.removeTarget !== undefined) this.removeTarget(req.removeTarget);
    } catch (err) {
      this.fail(toFsError(err));
    }
  }

  dispose(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.targets.clear();
  }

  private fail(err: FsError): void {
    this.dispose();
    this.sink.close(err);
  }

  private bindDatabase(name: string | undefined): void {
    if (this.dbId) {
      if (name !== undefined && name !== '' && name !== `projects/${this.dbId.project}/databases/${this.dbId.database}`)
        throw invalidArgument(`A Listen stream serves one database; got "${name}".`);
      return;
    }
    const dbId = parseDatabaseName(name ?? '');
    this.dbId = dbId;
    this.state = this.svc.engine.database(dbId);
    this.unsubscribe = this.svc.engine.feed.subscribe(dbId, (e) => this.onCommit(e));
  }

  private decodeSpec(t: WTarget, dbId: DatabaseId): TargetSpec {
    if (t.documents && t.query) throw invalidArgument('A target is either documents or a query, not both.');
    if (t.documents) {
      const names = t.documents.documents ?? [];
      if (names.length === 0) throw invalidArgument('A documents target needs at least one document.');
      return { kind: 'documents', paths: names.map((n) => parseDocumentName(n, dbId)) };
    }
    if (t.query) {
      const { path: parent } = parseParentName(t.query.parent ?? '', dbId);
      return { kind: 'query', query: decodeStructuredQuery(t.query.structuredQuery, parent, dbId) };
    }
    throw invalidArgument('A target needs documents or a query.');
  }

  private checkRules(spec: TargetSpec, dbId: DatabaseId, state: DatabaseState): void {
    const time = this.svc.engine.clock.current();
    const auth = authOf(this.caller);
    if (spec.kind === 'documents') {
      for (const path of spec.paths) {
        this.svc.access.check(this.caller, dbId.project, () => ({
          kind: 'get',
          projectId: dbId.project,
          auth,
          time,
          reader: state.db,
          path,
          resource: state.db.get(path),
        }));
      }
      return;
    }
    const q: Query = spec.query;
    this.svc.access.check(this.caller, dbId.project, () => listRequest(this.caller, dbId.project, state, q, time));
  }

  private addTarget(t: WTarget): void {
    const dbId = this.dbId!;
    const state = this.state!;
    const id = t.targetId ?? 0;
    if (this.targets.has(id)) {
      this.sendRemove(id, invalidArgument(`Target id ${id} is already in use on this stream.`));
      return;
    }
    let target: ListenTarget;
    try {
      const spec = this.decodeSpec(t, dbId);
      this.checkRules(spec, dbId, state);
      target = new ListenTarget(id, spec, state);
      if (spec.kind === 'query') this.svc.engine.indexUsageFor(dbId.project).record(spec.query);
    } catch (err) {
      this.sendRemove(id, toFsError(err));
      return;
    }
    this.targets.set(id, target);
    this.sink.send({ targetChange: { targetChangeType: ADD, targetIds: [id] } });
    const since = t.resumeToken?.length ? readTimeOfToken(t.resumeToken) : undefined;
    const resuming = (t.resumeToken?.length ?? 0) > 0 || t.readTime !== undefined;
    if (since !== undefined && since >= this.svc.engine.feed.lastChangeOf(dbId)) {
      // Nothing was written since the token: the client's copy is current; the count lets it double-check.
      const count = target.markKnown();
      this.sink.send({ filter: { targetId: id, count } });
    } else {
      if (resuming) this.sink.send({ targetChange: { targetChangeType: RESET, targetIds: [id] } });
      const { changed } = target.diff();
      this.svc.engine.statsFor(dbId.project).query(changed.length);
      for (const doc of changed)
        this.sink.send({ documentChange: { document: encodeDocument(dbId, doc), targetIds: [id] } });
    }
    const readTime = this.svc.engine.clock.current();
    this.sink.send({
      targetChange: {
        targetChangeType: CURRENT,
        targetIds: [id],
        resumeToken: resumeToken(readTime),
        readTime: encodeTimestamp(readTime),
      },
    });
    this.sendSnapshotMarker(readTime);
    if (t.once) {
      this.targets.delete(id);
      this.sink.send({ targetChange: { targetChangeType: REMOVE, targetIds: [id] } });
    }
  }

  private removeTarget(id: number): void {
    this.targets.delete(id);
    this.sink.send({ targetChange: { targetChangeType: REMOVE, targetIds: [id] } });
  }

  private sendRemove(id: number, err: FsError): void {
    this.sink.send({
      targetChange: {
        targetChangeType: REMOVE,
        targetIds: [id],
        cause: { code: Code[err.code], message: err.message },
      },
    });
  }

  /** A global NO_CHANGE (no target ids) with a read time: "everything above is consistent as of readTime". */
  private sendSnapshotMarker(readTime: bigint): void {
    this.sink.send({
      targetChange: {
        targetChangeType: NO_CHANGE,
        targetIds: [],
        resumeToken: resumeToken(readTime),
        readTime: encodeTimestamp(readTime),
      },
    });
  }

  private beat(): void {
    if (!this.closed && this.targets.size > 0) this.sendSnapshotMarker(this.svc.engine.clock.current());
  }

  private onCommit(event: CommitEvent): void {
    if (this.closed) return;
    if (event.paths === undefined) this.pending = undefined;
    else if (this.pending) for (const p of event.paths) this.pending.add(p);
    if (this.flushQueued) return;
    this.flushQueued = true;
    // Commits published in the same turn go out as one snapshot.
    queueMicrotask(() => this.flush());
  }

  private flush(): void {
    this.flushQueued = false;
    const paths = this.pending;
    this.pending = new Set();
    if (this.closed || this.targets.size === 0) return;
    const dbId = this.dbId!;
    const updates = new Map<string, DocUpdate>();
    const entry = (path: string): DocUpdate => {
      let u = updates.get(path);
      if (!u) updates.set(path, (u = { doc: undefined, added: [], removed: [] }));
      return u;
    };
    for (const target of this.targets.values()) {
      if (!target.affectedBy(paths)) continue;
      const { changed, removed } = target.diff();
      for (const doc of changed) {
        const u = entry(doc.path);
        u.doc = doc;
        u.added.push(target.id);
      }
      for (const path of removed) entry(path).removed.push(target.id);
    }
    if (updates.size === 0) return;
    const readTime = this.svc.engine.clock.current();
    const time = encodeTimestamp(readTime);
    const db = this.state!.db;
    for (const [path, u] of updates) {
      if (u.doc) {
        this.sink.send({
          documentChange: { document: encodeDocument(dbId, u.doc), targetIds: u.added, removedTargetIds: u.removed },
        });
      } else if (db.get(path) === null) {
        this.sink.send({
          documentDelete: { document: documentName(dbId, path), removedTargetIds: u.removed, readTime: time },
        });
      } else {
        this.sink.send({
          documentRemove: { document: documentName(dbId, path), removedTargetIds: u.removed, readTime: time },
        });
      }
    }
    this.sendSnapshotMarker(readTime);
  }
}

export function openListen(svc: Services, caller: Caller, sink: StreamSink): StreamSession {
  return new ListenSession(svc, caller, sink);
}
