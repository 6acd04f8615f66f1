// Binding a stand-in's server: a listen error (a port in use) rejects the start instead of being an unhandled event.
import type { Server } from 'node:net';

/** Listens on `host:port` (0 = any free port) and answers the port actually bound. */
export async function listenOn(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}
