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

/** The app API answers { error: { code, message } }; better-auth answers { code, message }. */
function errorOf(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as Partial<ErrorResponse> & { code?: string; message?: string };
  const code = b.error?.code ?? b.code ?? "error";
  const message = b.error?.message ?? b.message ?? "Something went wrong. Please try again.";
  return new ApiError(status, code, message);
}

/** JSON in, JSON out, same-origin cookies. Throws ApiError for any answer that is not 2xx. */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
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
  const json: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw errorOf(response.status, json);
  return json as T;
}
