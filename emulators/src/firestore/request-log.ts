import type { Logger } from './log';

/** One debug line per request, and totals for the summary line at shutdown. */
export class RequestLog {
  grpc = 0;
  rest = 0;
  errors = 0;

  constructor(private readonly log: Logger) {}

  record(protocol: 'grpc' | 'rest', what: string, status: string, startedAt: number): void {
    if (protocol === 'grpc') this.grpc++;
    else this.rest++;
    if (status !== 'OK') this.errors++;
    if (this.log.level === 'debug')
      this.log.debug(`${protocol} ${what} ${status} ${(performance.now() - startedAt).toFixed(1)}ms`);
  }

  summary(): string {
    return `${this.grpc + this.rest} requests (${this.grpc} gRPC, ${this.rest} REST), ${this.errors} errors`;
  }
}
