import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, µs) used so far by every PostgreSQL process on this machine, read
 * from /proc; undefined where there is no /proc or no local PostgreSQL. PostgreSQL shares the
 * bench's two cores, so what it spends per save bounds the save rate as much as the app does.
 * Processes that ended between two readings are missed, so this is a lower bound.
 */
export function postgresCpuMicros(): number | undefined {
  let ticks = 0;
  let found = false;
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("postgres")) continue;
      // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // The process ended while it was read.
    }
  }
  return found ? (ticks / TICKS_PER_SECOND) * 1e6 : undefined;
}
