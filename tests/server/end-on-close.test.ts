/**
 * Stopping promptly: a keep-alive connection whose answer is under way when the app closes is ended
 * once that answer has gone out, instead of holding the close until its keep-alive timeout (72 s).
 */
import { connect, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Everything the server sends on the socket until it ends the connection. */
const untilEnded = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.once('end', () => resolve(received));
  });

it('ends a connection whose answer was under way when the app began to close', async () => {
  t = await createTestApp({ maxActiveRequests: 1 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const ended = untilEnded(socket);
  // A keep-alive sign-in whose body is not all sent: the server has taken it and waits on the client.
  socket.write(
    'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
      'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
  );
  // Taken once the server, which takes one request at a time, turns the next one away.
  const base = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${base}/api/auth/me`)).status).toBe(503);

  const closing = t.app.close();
  socket.write('}');
  const received = await ended;
  expect(received).toMatch(/^HTTP\/1\.1 400 /);
  await closing;
  socket.destroy();
});
