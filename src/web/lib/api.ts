import type { AnswerOf, RequestOf } from "../../core/api/contract";
import {
  ENDPOINTS,
  hasParams,
  pathOf,
  type EndpointName,
  type ParamsOf,
} from "../../core/api/endpoints";
import type { ErrorResponse } from "../../core/api/schemas";

/** An error answer from the server, with the message meant for the student. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const OFFLINE = "You seem to be offline. Check your connection and try again.";
export const SOMETHING_WRONG = "Something went wrong. Please try again.";

/** The app API answers { error: { code, message } }; better-auth answers { code, message }. */
function errorOf(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as Partial<ErrorResponse> & { code?: string; message?: string };
  const code = b.error?.code ?? b.code ?? "error";
  const message = b.error?.message ?? b.message ?? SOMETHING_WRONG;
  return new ApiError(status, code, message);
}

/** An endpoint with a request schema takes its body; one without takes none. */
type BodyArgs<N extends EndpointName> = [RequestOf<N>] extends [undefined] ? [] : [RequestOf<N>];
/** An endpoint whose path has `:name` parts takes them last: `{ id }` for a class. */
type ParamArgs<N extends EndpointName> = [keyof ParamsOf<N>] extends [never] ? [] : [ParamsOf<N>];

/**
 * Calls an endpoint of the contract (core/api/endpoints.ts) by name: JSON in, its answer out,
 * same-origin cookies. Throws ApiError for any answer that is not 2xx.
 */
export async function call<N extends EndpointName>(
  name: N,
  ...args: [...BodyArgs<N>, ...ParamArgs<N>]
): Promise<AnswerOf<N>> {
  const { method } = ENDPOINTS[name];
  const params = hasParams(name) ? (args.pop() as Record<string, string>) : undefined;
  const [body] = args;
  const path = pathOf(name, params);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, "offline", OFFLINE);
  }
  const text = await response.text();
  if (!response.ok) throw errorOf(response.status, text ? JSON.parse(text) : undefined);
  // The one place an answer's type is taken on trust: JSON.parse answers `any`, and parsing
  // every answer would bring zod into the first screen's JavaScript. The server's tests check
  // each answer against its schema, and so does a development build here (tree-shaken away in
  // production, with the schemas).
  const answer: AnswerOf<N> = JSON.parse(text || "null");
  if (import.meta.env.DEV) await checkAnswer(name, answer);
  return answer;
}

async function checkAnswer(name: EndpointName, answer: unknown): Promise<void> {
  const { CONTRACT } = await import("../../core/api/contract");
  const result = CONTRACT[name].response.safeParse(answer);
  if (!result.success) {
    throw new Error(`The answer of ${name} does not match the contract: ${result.error.message}`);
  }
}
