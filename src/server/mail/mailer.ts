import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** Removes every kept copy of mail to this address (a deleted account's). */
  forget: (to: string) => Promise<void>;
};

type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  outbox: string;
  log: (msg: string) => void;
};

const emlSuffix = (to: string) => `-${to.toLowerCase()}.eml`;

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written to DATA_DIR/outbox as an .eml
 * file, so a local run can still follow a password-reset link. The log says only where: a
 * reset link is as good as a password, and logs are kept and shipped.
 */
export function createMailer({ smtpUrl, from, outbox, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (mail) => void (await transport.sendMail({ from, ...mail })),
      forget: async () => {}, // sent mail is kept by no one here
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (mail) => {
      const { message } = await transport.sendMail({ from, ...mail });
      await mkdir(outbox, { recursive: true });
      // Unique even for two mails in the same millisecond.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(outbox, `${stamp}-${randomUUID()}${emlSuffix(mail.to)}`);
      // Written whole, then renamed: whoever watches the outbox never reads half a message.
      await writeFile(`${file}.part`, message as Buffer);
      await rename(`${file}.part`, file);
      log(`Mail written to the outbox, ${outbox}`);
    },
    forget: async (to) => {
      const files = await readdir(outbox).catch(() => []);
      const mine = files.filter((f) => f.toLowerCase().endsWith(emlSuffix(to)));
      await Promise.all(mine.map((f) => rm(join(outbox, f), { force: true })));
    },
  };
}
