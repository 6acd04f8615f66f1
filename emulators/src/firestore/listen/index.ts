import { openListen } from './session';
import type { OpenStream } from './stream';
import { openWrite } from './write-session';

/** The bidi streams of google.firestore.v1.Firestore, by method name; gRPC and WebChannel both serve these. */
export const streams: ReadonlyMap<string, OpenStream> = new Map<string, OpenStream>([
  ['Listen', openListen],
  ['Write', openWrite],
]);

export type { OpenStream, StreamSession, StreamSink } from './stream';
