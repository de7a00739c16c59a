import { ApiError, SOMETHING_WRONG } from "./api";

/**
 * What went wrong, in the server's words when it said (wrong code, class full, too many tries),
 * for the student or teacher. A request refused for one field says "name: …"; shown next to
 * that field, the field's name goes.
 */
export function messageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return SOMETHING_WRONG;
  return error.message.replace(/^\w+: /, "");
}
