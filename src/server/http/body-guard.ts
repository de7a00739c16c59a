import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

/** No form or save of ours nests deeper than a few levels; 5,000 levels overflowed the stack. */
export const MAX_DEPTH = 32;

/**
 * What is wrong with a parsed JSON body that no route could store or pass on safely, or null.
 * It walks the body with a list, not recursion, so no depth can overflow the stack here.
 */
export function bodyProblem(body: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === "string") {
      // PostgreSQL cannot store a NUL in text, and no person types one.
      if (value.includes("\u0000")) return "Text may not contain a NUL character.";
    } else if (value !== null && typeof value === "object") {
      if (depth >= MAX_DEPTH) return "The request is nested too deeply.";
      for (const [key, inner] of Object.entries(value)) {
        pending.push({ value: key, depth }, { value: inner, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * Every route, the auth routes included: such a body, address parameter or query is answered
 * 400 before any handler ("/api/avatars/%00" reached PostgreSQL, which refuses a NUL: a 500).
 */
export function registerBodyGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const problem =
      bodyProblem(request.params) ?? bodyProblem(request.query) ?? bodyProblem(request.body);
    if (problem) throw new AppError(400, "bad_request", problem);
  });
}
