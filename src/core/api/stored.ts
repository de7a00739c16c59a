import { isRecord } from "../is-record";
import { missionStates } from "../progress/progress";
import { parseProgress } from "../progress/stored-progress";
import { DEFAULT_SETTINGS } from "./default-settings";
import type { MeResponse, Settings } from "./schemas";

// Hand checks rather than the zod schemas: these run on the first screen, which zod (and the
// school list its settings schema reads) would make about 27 kB gzip heavier.

const isBool = (v: unknown): v is boolean => typeof v === "boolean";
const isString = (v: unknown): v is string => typeof v === "string";

/** Settings kept on the device; anything missing or malformed is the default. */
export function parseSettings(value: unknown): Settings {
  const s = isRecord(value) ? value : {};
  return {
    animation: isBool(s.animation) ? s.animation : DEFAULT_SETTINGS.animation,
    teReo: isBool(s.teReo) ? s.teReo : DEFAULT_SETTINGS.teReo,
    emailMessages: isBool(s.emailMessages) ? s.emailMessages : DEFAULT_SETTINGS.emailMessages,
    sound: isBool(s.sound) ? s.sound : DEFAULT_SETTINGS.sound,
    school: Number.isInteger(s.school) ? Number(s.school) : DEFAULT_SETTINGS.school,
  };
}

/**
 * The account last read, as the device cached it; undefined when it is not one. Its missions
 * are derived again from their progress, as the server derives them.
 */
export function parseMe(value: unknown): MeResponse | undefined {
  if (!isRecord(value) || !isRecord(value.user) || !Array.isArray(value.missions)) return;
  const { uid, name, email, avatar } = value.user;
  if (!isString(uid) || !isString(name) || !isString(email)) return;
  if (avatar !== null && !isString(avatar)) return;
  const sections = value.missions.filter(isRecord).map((m) => [m.uid, m]);
  return {
    user: { uid, name, email, avatar },
    settings: parseSettings(value.settings),
    missions: missionStates(parseProgress(Object.fromEntries(sections))),
    teaches: value.teaches === true,
  };
}
