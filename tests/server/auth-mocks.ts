import { OAuth2Server, type MutableToken } from "oauth2-mock-server";
import { SMTPServer } from "smtp-server";
import type { Mail, Mailer } from "../../src/server/mail/mailer";

/** The password the harness's Client.signUp and signIn use when none is given. */
export const PASSWORD = "correct horse battery staple";

/** A mailer that keeps what it is asked to send, for tests that only need the link. */
export function collectingMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    send: async (mail) => void sent.push(mail),
    forget: async (to) => {
      const kept = sent.filter((m) => m.to !== to);
      sent.splice(0, sent.length, ...kept);
    },
  };
}

/** Polls until probe returns something (mail goes out after the answer, in the background). */
export async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Nothing arrived within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Waits until `count()` reaches `atLeast`, then a little longer for any that should not come,
 * and answers the count then (mail goes out after the answer, so "no more" needs the wait).
 */
export async function settledCount(count: () => number, atLeast: number): Promise<number> {
  await waitFor(() => (count() >= atLeast ? true : undefined));
  await new Promise((r) => setTimeout(r, 300));
  return count();
}

/** The password-reset link in a raw (quoted-printable or plain) message. */
export function resetLink(raw: string): string {
  const decoded = raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
  const match = /https?:\/\/[^\s"'<>]+\/api\/auth\/reset-password\/[^\s"'<>]+/.exec(decoded);
  if (!match) throw new Error(`No reset link in the message:\n${raw}`);
  return match[0];
}

export type SmtpMock = { url: string; messages: string[]; close: () => Promise<void> };

/** A plain SMTP server on loopback that keeps every raw message it receives. */
export async function startSmtp(): Promise<SmtpMock> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("SMTP server has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type GoogleMock = {
  issuer: string;
  /** The claims the next tokens carry (sub, email, email_verified, name, hd). */
  claims: Record<string, unknown>;
  close: () => Promise<void>;
};

/** An OpenID Connect issuer on loopback standing in for accounts.google.com. */
export async function startGoogleMock(): Promise<GoogleMock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const mock: GoogleMock = {
    issuer: "",
    claims: {},
    close: () => server.stop(),
  };
  // Fired for the access token and the ID token alike, after the mock's own claims are set.
  server.service.on("beforeTokenSigning", (token: MutableToken) => {
    Object.assign(token.payload, mock.claims);
  });
  await server.start(0, "127.0.0.1");
  if (!server.issuer.url) throw new Error("The mock issuer has no URL");
  mock.issuer = server.issuer.url;
  return mock;
}
