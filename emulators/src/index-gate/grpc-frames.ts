/**
 * gRPC's length-prefixed messages (a flag byte, a 4-byte big-endian length, the message) out of a stream's chunks,
 * which split and join them anywhere. Compressed messages are skipped: Firestore's clients do not compress.
 */
export class GrpcFrames {
  private buffered: Buffer = Buffer.alloc(0);

  constructor(private readonly onMessage: (message: Uint8Array) => void) {}

  push(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    while (this.buffered.length >= 5) {
      const length = this.buffered.readUInt32BE(1);
      if (this.buffered.length < 5 + length) return;
      const compressed = this.buffered[0] === 1;
      const message = this.buffered.subarray(5, 5 + length);
      this.buffered = this.buffered.subarray(5 + length);
      if (!compressed) {
        try {
          this.onMessage(message);
        } catch {
          // A message the gate cannot read is still forwarded; it just is not counted.
        }
      }
    }
  }
}
