import type { Mail } from "../mail/mailer";

export function resetPasswordMail(user: { name: string; email: string }, url: string): Mail {
  const text = [
    `Kia ora ${user.name},`,
    "",
    "Someone asked to reset the password of your Rocket account. To choose a new one, open this link:",
    url,
    "",
    "The link works once, for one hour. If you did not ask for this, you can ignore this email.",
  ].join("\n");
  const html = `<p>Kia ora ${escapeHtml(user.name)},</p>
<p>Someone asked to reset the password of your Rocket account. To choose a new one, open this link:</p>
<p><a href="${escapeHtml(url)}">Reset my password</a></p>
<p>The link works once, for one hour. If you did not ask for this, you can ignore this email.</p>`;
  return { to: user.email, subject: "Reset your Rocket password", text, html };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
