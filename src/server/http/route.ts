import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { z } from "zod";
import { CONTRACT, type AnswerOf, type ParsedRequestOf } from "../../core/api/contract";
import { ENDPOINTS, type AppEndpointName } from "../../core/api/endpoints";
import { parse, type AppError } from "./errors";

/**
 * `body()` parses the request with its schema (a 400 if it does not fit). A handler calls it
 * after its own first checks, as a signed-out student is told to log in before what is wrong
 * with what they sent.
 */
type Handler<N extends AppEndpointName> = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: () => ParsedRequestOf<N>,
) => Promise<AnswerOf<N> | JsonText<AnswerOf<N>>>;

/**
 * An answer already written as JSON text, sent as it is: what the database wrote whole (the
 * class grid, docs/decisions/0063) is not parsed only to be written again.
 */
export class JsonText<T> {
  declare private readonly answer?: T;
  constructor(readonly text: string) {}
}

/** An answer of `fields` and, last, `key` holding the JSON text `raw`. */
export function jsonWith<T, K extends keyof T & string>(
  fields: Omit<T, K>,
  key: K,
  raw: string,
): JsonText<T> {
  const head = JSON.stringify(fields).slice(0, -1);
  return new JsonText(`${head}${head === "{" ? "" : ","}${JSON.stringify(key)}:${raw}}`);
}

type RouteOptions = RouteShorthandOptions & {
  /** The error for a request its schema refuses, in place of the schema's first problem. */
  refusal?: () => AppError;
};

/** Registers an app route of the contract: `route("saveProgress", {}, handler)`. */
export type Route = <N extends AppEndpointName>(
  name: N,
  options: RouteOptions,
  handler: Handler<N>,
) => void;

/**
 * The app's routes, registered from the contract (core/api/endpoints.ts and contract.ts): the
 * method and path come from the map, the request is parsed with its schema, and the handler's
 * answer has the answer's type. With `checkAnswers` (every run but production) the answer is
 * also checked against its schema before it is sent, so a shape that drifts from the contract
 * fails a test with a 500 instead of reaching the web. Production skips the check: it would cost
 * the hot save path a parse of every mission's state.
 */
export function contractRoutes(
  app: FastifyInstance,
  { checkAnswers }: { checkAnswers: boolean },
): Route {
  function route<N extends AppEndpointName>(
    name: N,
    options: RouteOptions,
    handler: Handler<N>,
  ): void;
  // The signature above ties each name to its own types; this one sees any endpoint's schemas.
  function route(
    name: AppEndpointName,
    { refusal, ...options }: RouteOptions,
    handler: (
      request: FastifyRequest,
      reply: FastifyReply,
      body: () => unknown,
    ) => Promise<unknown>,
  ): void {
    const { method, path } = ENDPOINTS[name];
    const schemas: { request?: z.ZodType; response: z.ZodType } = CONTRACT[name];
    const { request: requestSchema, response } = schemas;
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const found = await handler(request, reply, () =>
        requestSchema ? parse(requestSchema, request.body, refusal) : undefined,
      );
      const text = found instanceof JsonText ? found.text : undefined;
      if (checkAnswers) checked(name, response, text === undefined ? found : JSON.parse(text));
      if (text === undefined) return found;
      reply.type("application/json; charset=utf-8");
      return text;
    };
    app.route({ ...options, method, url: path, handler: answer });
  }
  return route;
}

function checked(name: AppEndpointName, schema: z.ZodType, answer: unknown): void {
  const result = schema.safeParse(answer);
  if (result.success) return;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
  throw new Error(`The answer of ${name} does not match the contract${where}: ${issue?.message}`);
}
