/**
 * Several server processes behind one address, for the programme-scale bench: Node's cluster module
 * forks `WORKERS` processes, each running the server as `npm run serve` starts it, sharing one
 * listening port (the primary hands each new connection to the next process in turn). For PostgreSQL
 * only, with its migrations already applied: the embedded database belongs to one process.
 */
import cluster from 'node:cluster';

if (cluster.isPrimary) {
  const count = Number(process.env.WORKERS ?? 2);
  for (let i = 0; i < count; i++) cluster.fork();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
} else {
  await import('../server/main');
}
