import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    app.decorate('mailer', createMailer({ smtpUrl, from: mailFrom, dataDir }, app.log));
  },
  { name: 'mail', dependencies: ['database'] },
);
