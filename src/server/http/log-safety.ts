import type { FastifyRequest } from "fastify";

/** The longest a value from a request may run in a log line. */
export const LOGGED_VALUE_MAX = 200;

const EMAIL = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[^\s@"'<>()[\]{},;:]+/g;

const escaped = (c: string) => {
  const code = c.charCodeAt(0);
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (c === "\t") return "\\t";
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16)}`;
};

/**
 * A value fit for a log line: control characters (and Unicode line separators) escaped, so it
 * cannot start a line of its own in any sink; email addresses replaced (logs are kept and
 * shipped, an address is personal); cut to LOGGED_VALUE_MAX characters, saying how many more.
 */
export function loggable(value: unknown, max = LOGGED_VALUE_MAX): string {
  const text = (typeof value === "string" ? value : describe(value))
    .replace(EMAIL, "[email]")
    // eslint-disable-next-line no-control-regex -- control characters are what is escaped
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, escaped);
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more)` : text;
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return typeof value === "object" ? JSON.stringify(value) : String(value);
  } catch {
    return String(value);
  }
}

/**
 * Errors as logged: the message made loggable (a database's message can quote a row, a
 * parser's the body), the code, and the stack's frames (code locations, never request values).
 * Enumerable fields such as PostgreSQL's `detail` ("Key (email)=(…) already exists") are left out.
 */
export function loggableError(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error, message: loggable(error), stack: "" };
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    message: loggable(error.message, 1000),
    ...(code !== undefined ? { code: loggable(code) } : {}),
    stack: frames.join("\n"),
  };
}

/** A request as logged at debug: its method and a bounded URL. */
export const loggableRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: loggable(request.url),
});
