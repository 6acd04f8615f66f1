import { randomBytes } from 'node:crypto';
import type { Caller } from '../auth/caller';
import { invalidArgument, toFsError } from '../errors';
import type { DatabaseId } from '../paths/names';
import { parseDatabaseName } from '../paths/names';
import type { Plain, Services } from '../service/context';
import { commitWrites, writeResults } from '../service/commit';
import type { WWrite } from '../wire/types';
import { encodeTimestamp } from '../wire/values';
import { decodeWrite } from '../writes/decode';
import type { StreamSession, StreamSink } from './stream';

interface WriteRequest {
  readonly database?: string;
  readonly streamId?: string;
  readonly writes?: readonly WWrite[];
  readonly streamToken?: Uint8Array;
}

/**
 * The Write stream (google.firestore.v1.Firestore/Write) the full web SDK sends every setDoc/updateDoc/deleteDoc
 * through: a handshake (database only) answered with a stream id and token, then one atomic commit per
 * request, answered in order with the write results and commit time. A failed commit ends the stream with its
 * status, which is how the SDK learns that batch was rejected.
 */
class WriteSession implements StreamSession {
  private dbId: DatabaseId | undefined;
  private readonly streamId = randomBytes(12).toString('hex');
  private sequence = 0;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly abort = new AbortController();

  constructor(
    private readonly svc: Services,
    private readonly caller: Caller,
    private readonly sink: StreamSink,
  ) {}

  private token(): Buffer {
    const out = Buffer.alloc(8);
    out.writeBigUInt64BE(BigInt(this.sequence++));
    return out;
  }

  receive(message: Plain): void {
    if (this.closed) return;
    const req = message as WriteRequest;
    if (!this.dbId) {
      try {
        this.dbId = parseDatabaseName(req.database ?? '');
        if ((req.writes?.length ?? 0) > 0) throw invalidArgument('The first Write request must be the handshake.');
      } catch (err) {
        this.fail(err);
        return;
      }
      this.sink.send({ streamId: this.streamId, streamToken: this.token() });
      return;
    }
    const dbId = this.dbId;
    const writes = req.writes ?? [];
    this.queue = this.queue.then(async () => {
      if (this.closed) return;
      try {
        const decoded = writes.map((w) => decodeWrite(w, dbId));
        const state = this.svc.engine.database(dbId);
        const outcome = await commitWrites(
          this.svc,
          { caller: this.caller, signal: this.abort.signal },
          dbId,
          state,
          decoded,
          undefined,
        );
        if (this.closed) return;
        this.sink.send({
          streamId: this.streamId,
          streamToken: this.token(),
          writeResults: writeResults(outcome),
          commitTime: encodeTimestamp(outcome.commitTime),
        });
      } catch (err) {
        this.fail(err);
      }
    });
  }

  private fail(err: unknown): void {
    if (this.closed) return;
    this.dispose();
    this.sink.close(toFsError(err));
  }

  dispose(): void {
    this.closed = true;
    this.abort.abort();
  }
}

export function openWrite(svc: Services, caller: Caller, sink: StreamSink): StreamSession {
  return new WriteSession(svc, caller, sink);
}
