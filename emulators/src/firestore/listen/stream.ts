import type { Caller } from '../auth/caller';
import type { FsError } from '../errors';
import type { Plain, Services } from '../service/context';

/** Where a bidi stream's responses go; gRPC frames them as protobuf, WebChannel as proto3 JSON. */
export interface StreamSink {
  send(message: Plain): void;
  /** Ends the stream: OK without an error, else the error's status. */
  close(error?: FsError): void;
}

/** One open bidi call (Listen or Write), independent of the transport carrying it. */
export interface StreamSession {
  /** A request message (plain-object form, as the gRPC decoder and the JSON parser produce). */
  receive(message: Plain): void;
  /** The client half-closed or went away: stop sending and free everything. */
  dispose(): void;
}

export type OpenStream = (svc: Services, caller: Caller, sink: StreamSink) => StreamSession;
