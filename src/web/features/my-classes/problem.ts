import { ApiError } from "../../lib/api";

/** What went wrong, in the server's words when it said (wrong code, class full, too many tries). */
export const problemOf = (error: unknown): string =>
  error instanceof ApiError ? error.message : "Something went wrong. Please try again.";
