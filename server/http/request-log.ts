/**
 * One log line per request, when it is answered (method, path, address, status, time), instead of
 * Fastify's two (one on arrival, one on answer): under load the log is a good part of the server's
 * own work (bench/server-scale.ts).
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

class AnsweredOnly extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export const answeredOnly = () => new AnsweredOnly();
