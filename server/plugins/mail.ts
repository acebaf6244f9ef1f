/**
 * Mail: `app.mailer` sends one mail (SMTP, or a file in the data folder), `app.mailQueue` runs mail work
 * after a request's answer (server/mail/mail-queue.ts). Closing the app drains the queue before the
 * database closes, since a queued task still reads and writes it.
 */
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';
import { createMailQueue, type MailQueue } from '../mail/mail-queue';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    mailQueue: MailQueue;
  }
}

export const mailPlugin = fp<{ mailer?: Mailer }>(
  async (app, { mailer }) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    app.decorate('mailer', mailer ?? createMailer({ smtpUrl, from: mailFrom, dataDir }, app.log));
    const queue = createMailQueue(app.log);
    app.decorate('mailQueue', queue);
    app.addHook('onClose', () => queue.close());
  },
  { name: 'mail', dependencies: ['database'] },
);
