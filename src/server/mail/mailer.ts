import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  outbox: string;
  log: (msg: string) => void;
};

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written to DATA_DIR/outbox as an .eml
 * file and logged, so a local run can still follow a password-reset link.
 */
export function createMailer({ smtpUrl, from, outbox, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from, ...mail })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (mail) => {
      const { message } = await transport.sendMail({ from, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to}.eml`);
      // Written whole, then renamed: whoever watches the outbox never reads half a message.
      await writeFile(`${file}.part`, message as Buffer);
      await rename(`${file}.part`, file);
      log(`Mail to ${mail.to} written to ${file}:\n${mail.text}`);
    },
  };
}
