import { DEFAULT_RATE_LIMITS, type RateLimits } from "../../src/server/auth/auth";

/** Bench-only: sign-up opened wide (1,000 accounts from 127.0.0.1); sign-in and reset as shipped. */
export const BENCH_RATE_LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  signUp: { window: 600, max: 1_000_000 },
};
