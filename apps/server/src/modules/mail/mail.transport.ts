import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

interface MailMessage {
  /** Names the file when mails are written to disk. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS from the start).
 * Without it the mail is written as an .eml file under `<dataDir>/mail` and its links logged, so
 * password resets work on a fresh checkout with nothing else installed.
 */
export function createMailTransport(
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: FastifyBaseLogger,
): MailTransport {
  const envelope = (message: MailMessage) => ({
    from: options.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
  });

  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await smtp.sendMail(envelope(message));
      },
      close: () => smtp.close(),
    };
  }

  const folder = join(options.dataDir, "mail");
  log.info({ folder }, "SMTP_URL is not set: mails are written to this folder, links to this log");
  const file = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const { message: raw } = await file.sendMail(envelope(message));
      await mkdir(folder, { recursive: true });
      const path = join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.id}.eml`,
      );
      await writeFile(path, raw as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ file: path, links }, "mail written to the data folder (SMTP_URL is not set)");
    },
    close: () => file.close(),
  };
}
