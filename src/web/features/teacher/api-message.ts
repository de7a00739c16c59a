import { ApiError } from "../../lib/api";

/**
 * The server's message for a failed request, in words for the teacher. A request the server
 * refused for one field says "name: …"; shown next to that field, the field's name goes.
 */
export function messageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return "Something went wrong. Please try again.";
  return error.message.replace(/^\w+: /, "");
}
