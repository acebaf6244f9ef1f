/**
 * A TCP proxy that counts the bytes each way and can cut every connection, like a village link dropping.
 * Bytes down are those the server delivered to the proxy: what the link carried, read or not.
 */
import net from 'node:net';

export interface CuttingProxy {
  origin: string;
  /** Bytes received from clients so far (request lines, headers and bodies). */
  bytesUp(): number;
  /** Bytes received from the server so far (status lines, headers and bodies). */
  bytesDown(): number;
  /** Connections dropped by `cut`, while they were open. */
  connectionsCut(): number;
  /** Drops every open connection and refuses new ones for `pauseMs`. */
  cut(pauseMs: number): void;
  close(): Promise<void>;
}

export async function startCuttingProxy(target: URL): Promise<CuttingProxy> {
  let bytesUp = 0;
  let bytesDown = 0;
  let downUntil = 0;
  let connectionsCut = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (Date.now() < downUntil) return void client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => (bytesUp += chunk.length));
    upstream.on('data', (chunk: Buffer) => (bytesDown += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    bytesUp: () => bytesUp,
    bytesDown: () => bytesDown,
    connectionsCut: () => connectionsCut,
    cut(pauseMs) {
      downUntil = Date.now() + pauseMs;
      connectionsCut += sockets.size / 2;
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
