/** An answer that is JSON text already (records built by the database, put together as text): sent as it is. */
import type { FastifyReply } from 'fastify';

export interface JsonText {
  readonly json: string;
}

export const jsonText = (json: string): JsonText => ({ json });

export const sendJsonText = (reply: FastifyReply, text: JsonText) =>
  reply.type('application/json; charset=utf-8').send(text.json);
