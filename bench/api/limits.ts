import { DEFAULT_RATE_LIMITS, type RateLimits } from "../../src/server/auth/auth";
import { DEFAULT_APP_LIMITS, type AppLimits } from "../../src/server/limits/limiter";

/** Bench-only: sign-up opened wide (1,000 accounts from 127.0.0.1); sign-in and reset as shipped. */
export const BENCH_RATE_LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  signUp: { window: 600, max: 1_000_000 },
};

/**
 * Bench-only: each of the bench's students saves far more often than a person can tap (the
 * load runs flat out), so the per-account save limit is raised; it is still counted on every
 * save, so its cost is in the figures.
 */
export const BENCH_APP_LIMITS: AppLimits = { ...DEFAULT_APP_LIMITS, savesPerMinute: 1_000_000 };
