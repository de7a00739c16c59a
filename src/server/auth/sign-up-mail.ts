import { PATHS } from "../../core/paths";
import type { Mail } from "../mail/mailer";
import { escapeHtml } from "./reset-mail";

/**
 * To the owner of an address someone tried to register again. The sign-up itself answers as
 * for a new address (docs/decisions/0021), so this mail is how the owner hears of it.
 */
export function existingAccountMail(user: { name: string; email: string }, appUrl: string): Mail {
  const login = `${appUrl}${PATHS.login}`;
  const forgot = `${appUrl}${PATHS.forgotPassword}`;
  const lines = [
    "Someone tried to create a Rocket account with this email address, which already has one. Your account has not changed.",
    "If it was you, log in instead; if you have forgotten your password, you can choose a new one.",
    "If it was not you, you can ignore this email.",
  ];
  const text = [
    `Kia ora ${user.name},`,
    "",
    lines[0],
    "",
    lines[1],
    `Log in: ${login}`,
    `Forgot your password: ${forgot}`,
    "",
    lines[2],
  ].join("\n");
  const html = `<p>Kia ora ${escapeHtml(user.name)},</p>
<p>${lines[0]}</p>
<p>${lines[1]}</p>
<p><a href="${escapeHtml(login)}">Log in</a> · <a href="${escapeHtml(forgot)}">Forgot your password</a></p>
<p>${lines[2]}</p>`;
  return { to: user.email, subject: "Someone tried to register with your email", text, html };
}
