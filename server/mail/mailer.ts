/**
 * Sends mail through SMTP when `SMTP_URL` is set; otherwise (the embedded default) writes each mail
 * as a text file into `<dataDir>/mail` and logs it, so codes can be read without a mail server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  options: { smtpUrl?: string; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    return {
      async send(mail) {
        const { createTransport } = await import('nodemailer');
        await createTransport(smtpUrl).sendMail({ from: options.from, ...mail });
      },
    };
  }
  const folder = path.join(options.dataDir, 'mail');
  // After the time, so that the names' order is the order of writing, within one millisecond too.
  let written = 0;
  return {
    async send(mail) {
      await mkdir(folder, { recursive: true });
      const sentAt = new Date().toISOString();
      written += 1;
      const file = path.join(
        folder,
        `${sentAt.replace(/[:.]/g, '-')}-${String(written).padStart(8, '0')}-${randomUUID().slice(0, 8)}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.txt`,
      );
      const body = `From: ${options.from}\nTo: ${mail.to}\nDate: ${sentAt}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
      await writeFile(file, body, { flag: 'wx' });
      log.info(
        { to: mail.to, subject: mail.subject, file },
        'mail written to the data folder (no SMTP_URL set)',
      );
    },
  };
}
