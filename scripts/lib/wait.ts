/** Readiness checks for the local stack. */
import net from 'node:net';
import { delay, type Service } from './proc';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly service: string,
  ) {
    super(
      `Port ${port} (${service}) is already in use. Stop whatever holds it (for example another \`npm start\`: \`lsof -i :${port}\`) and try again.`,
    );
  }
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function assertPortsFree(ports: Readonly<Record<string, number>>): Promise<void> {
  for (const [service, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) throw new PortInUseError(port, service);
  }
}

/** Polls `url` until it answers (any HTTP status below 500), the service exits, or the timeout passes. */
export async function waitForHttp(url: string, service: Service, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void service.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(
        `${service.name} exited before it was ready. Last lines of ${service.logFile}:\n${service.tail()}`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(
    `${service.name} did not answer ${url} within ${Math.round(timeoutMs / 1000)} s. Last lines of ${service.logFile}:\n${service.tail()}`,
  );
}
