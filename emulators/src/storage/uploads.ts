import { randomUUID } from 'node:crypto';
import type { Caller } from '../rules';
import type { MetadataPatch } from './objects';

/** A resumable upload between `start` and `finalize`. */
export interface UploadSession {
  readonly id: string;
  readonly bucket: string;
  readonly name: string;
  readonly metadata: MetadataPatch;
  /** Declared by X-Goog-Upload-Header-Content-Length; null when not sent. */
  readonly declaredSize: number | null;
  readonly caller: Caller;
  chunks: Buffer[];
  received: number;
  status: 'active' | 'final' | 'cancelled';
  /** The HTTP status and body of the finalize, replayed if the client finalizes again. */
  finalResult: { status: number; body: unknown } | null;
  lastTouched: number;
}

/** Sessions expire a week after their last use (GCS keeps them for a week). */
const TTL_MS = 7 * 24 * 3600 * 1000;

export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();

  start(init: Pick<UploadSession, 'bucket' | 'name' | 'metadata' | 'declaredSize' | 'caller'>): UploadSession {
    this.expire();
    const session: UploadSession = {
      ...init,
      id: randomUUID().replaceAll('-', ''),
      chunks: [],
      received: 0,
      status: 'active',
      finalResult: null,
      lastTouched: Date.now(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): UploadSession | undefined {
    const s = this.sessions.get(id);
    if (s) s.lastTouched = Date.now();
    return s;
  }

  clear(): void {
    this.sessions.clear();
  }

  private expire(): void {
    const cutoff = Date.now() - TTL_MS;
    for (const [id, s] of this.sessions) if (s.lastTouched < cutoff) this.sessions.delete(id);
  }
}
