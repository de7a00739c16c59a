import type { FastifyError, FastifyInstance } from "fastify";
import type { z } from "zod";
import type { ErrorResponse } from "../../core/api/schemas";

/** An error meant for the client: its status, a stable code and a message a person can read. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string): ErrorResponse => ({
  error: { code, message },
});

/**
 * Parses a request part with a core schema, or answers 400 with the first problem in words
 * (or with `refusal`, for a route whose problems are better told in one sentence).
 */
export function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  refusal?: () => AppError,
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  if (refusal) throw refusal();
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  throw new AppError(400, "bad_request", `${where}${issue?.message ?? "Invalid request"}`);
}

/** Every error answers JSON { error: { code, message } }; no stack trace ever leaves the server. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // Not the error alone: pino would make its message the line's, unbounded (log-safety.ts).
      request.log.error({ err: error }, "request failed");
      return reply
        .status(500)
        .send(errorBody("internal", "Something went wrong on our side. Please try again."));
    }
    const code = status === 429 ? "rate_limited" : status === 413 ? "too_large" : "bad_request";
    return reply.status(status).send(errorBody(code, error.message));
  });
}
