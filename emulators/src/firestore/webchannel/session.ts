import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Caller } from '../auth/caller';
import type { FsError } from '../errors';
import { toFsError } from '../errors';
import type { OpenStream, StreamSession } from '../listen';
import type { Plain, Services } from '../service/context';
import { fromJson, toJson } from '../wire/json';
import type { RpcInfo } from '../wire/schema';
import { chunk } from './wire';

/** How long a held back channel stays open without data before it is ended (the client opens the next one). */
const BACK_CHANNEL_HOLD_MS = 25_000;

interface Outgoing {
  readonly id: number;
  readonly payload: unknown;
}

interface BackChannel {
  readonly res: ServerResponse;
  /** Long polling (CI=1, a buffering proxy may sit between): end the response after each delivery. */
  readonly longPoll: boolean;
  readonly timer: NodeJS.Timeout;
}

/**
 * One WebChannel session: a Listen or Write stream whose requests arrive on forward-channel POSTs and whose
 * responses leave as numbered arrays on the back channel (a held GET). Arrays stay until the client
 * acknowledges them (AID), so a back channel that breaks is replayed on the next one.
 */
export class ChannelSession {
  readonly id = randomBytes(12).toString('base64url');
  private readonly stream: StreamSession;
  private outbox: Outgoing[] = [];
  private nextArrayId = 1; // 0 is the handshake ("c")
  private lastWritten = 0;
  private nextMessageId = 0;
  private back: BackChannel | undefined;
  private ended = false;
  lastSeen = Date.now();

  constructor(
    svc: Services,
    caller: Caller,
    private readonly rpc: RpcInfo,
    open: OpenStream,
    private readonly onEnd: (session: ChannelSession) => void,
  ) {
    this.stream = open(svc, caller, {
      send: (message) => this.push([toJson(this.rpc.responseType, message)]),
      close: (err) => this.finish(err),
    });
  }

  get finished(): boolean {
    return this.ended;
  }

  /** Messages from a forward POST, by id; ids already seen (a resend) are skipped. */
  receive(offset: number, messages: readonly string[]): void {
    this.lastSeen = Date.now();
    messages.forEach((text, i) => {
      const id = offset + i;
      if (id < this.nextMessageId || this.ended) return;
      this.nextMessageId = id + 1;
      let message: Plain;
      try {
        message = fromJson(this.rpc.requestType, JSON.parse(text) as unknown);
      } catch (err) {
        this.finish(toFsError(err));
        return;
      }
      this.stream.receive(message);
    });
  }

  /** The client has every array up to `aid`. */
  acknowledge(aid: number): void {
    if (Number.isFinite(aid)) this.outbox = this.outbox.filter((o) => o.id > aid);
  }

  /** The forward channel's answer: [back channel present, last array id sent, bytes outstanding]. */
  forwardStatus(): [number, number, number] {
    return [this.back ? 1 : 0, this.lastWritten, 0];
  }

  attachBackChannel(res: ServerResponse, aid: number, longPoll: boolean, holdMs: number | undefined): void {
    this.lastSeen = Date.now();
    this.detach();
    this.acknowledge(aid);
    this.lastWritten = Math.min(this.lastWritten, Number.isFinite(aid) ? aid : 0);
    const timer = setTimeout(() => this.detach(), Math.min(holdMs ?? BACK_CHANNEL_HOLD_MS, BACK_CHANNEL_HOLD_MS));
    timer.unref();
    const back: BackChannel = { res, longPoll, timer };
    this.back = back;
    res.on('close', () => {
      if (this.back === back) {
        clearTimeout(timer);
        this.back = undefined;
      }
    });
    this.flush();
  }

  /** Ends the session from the client's side (TYPE=terminate) or when it went quiet. */
  terminate(): void {
    this.stream.dispose();
    this.ended = true;
    this.detach();
    this.onEnd(this);
  }

  private push(payload: unknown): void {
    this.outbox.push({ id: this.nextArrayId++, payload });
    this.flush();
  }

  /** A stream error travels as a message (the SDK maps status to its error code); then the channel closes. */
  private finish(err: FsError | undefined): void {
    if (this.ended) return;
    if (err) this.push([{ error: { code: err.numericCode, status: err.code, message: err.message } }]);
    else this.push(['close']);
    this.ended = true;
    this.stream.dispose();
  }

  private flush(): void {
    const back = this.back;
    if (!back) return;
    const pending = this.outbox.filter((o) => o.id > this.lastWritten);
    if (pending.length === 0) return;
    back.res.write(chunk(pending.map((o) => [o.id, o.payload])));
    this.lastWritten = pending.at(-1)!.id;
    if (back.longPoll) this.detach();
  }

  private detach(): void {
    const back = this.back;
    if (!back) return;
    this.back = undefined;
    clearTimeout(back.timer);
    back.res.end();
  }
}
