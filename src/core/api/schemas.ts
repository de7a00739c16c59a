import { z } from "zod";
import { isSchoolNumber } from "../content/schools";
import { isValidPage, TAG_PATTERN } from "../progress/progress";
import { SECTION_UIDS, isSectionUid, sectionOf, type SectionUid } from "../progress/sections";

/** Every error the app API returns has this shape. */
export const errorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const healthResponse = z.object({ ok: z.literal(true), db: z.enum(["sqlite", "postgres"]) });

export const settings = z.object({
  animation: z.boolean(),
  teReo: z.boolean(),
  emailMessages: z.boolean(),
  sound: z.boolean(),
  school: z
    .number()
    .int()
    .refine(isSchoolNumber, "School must be a listed Ministry of Education number")
    .nullable(),
});
export type Settings = z.infer<typeof settings>;

export { DEFAULT_SETTINGS } from "./default-settings";

export const settingsPatch = settings
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one setting to change");
export type SettingsPatch = z.infer<typeof settingsPatch>;

const sectionUid = z.enum(SECTION_UIDS as [SectionUid, ...SectionUid[]]);

export const missionState = z.object({
  uid: sectionUid,
  id: z.string(),
  title: z.string(),
  total: z.number().int(),
  pages: z.array(z.number().int()),
  tags: z.array(z.string()),
  count: z.number().int(),
  percent: z.number(),
  locked: z.boolean(),
  complete: z.boolean(),
});
export type MissionStateDto = z.infer<typeof missionState>;

export const missionsResponse = z.object({ missions: z.array(missionState) });
export type MissionsResponse = z.infer<typeof missionsResponse>;

export const user = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});

export const meResponse = z.object({
  user,
  settings,
  /** Progress alone decides `locked` here: the spec's unlock table, as for every student. */
  missions: z.array(missionState),
  /** The account owns or co-teaches a class: its screens open every mission (decision 0057). */
  teaches: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponse>;

/** An item tag: a modal section id or its data tag, e.g. "tyoac-2-1" or "savings-accounts". */
const tag = z.string().regex(TAG_PATTERN, "Tags are short kebab-case ids");

export const progressRequest = z.object({
  sections: z
    .record(
      z.string(),
      z.object({
        pages: z.array(z.number().int()).max(100).default([]),
        tags: z.array(tag).max(100).default([]),
      }),
    )
    .superRefine((sections, ctx) => {
      for (const [uid, { pages }] of Object.entries(sections)) {
        if (!isSectionUid(uid)) {
          ctx.addIssue({ code: "custom", path: [uid], message: `Unknown mission section: ${uid}` });
          continue;
        }
        for (const page of pages.filter((p) => !isValidPage(uid, p))) {
          ctx.addIssue({
            code: "custom",
            path: [uid, "pages"],
            message: `Page ${page} is outside mission ${uid} (0 to ${sectionOf(uid).total - 1})`,
          });
        }
      }
    }),
});
export type ProgressRequest = z.input<typeof progressRequest>;

/** A data URL of the photo a student picked; decoded size is checked on the server. */
export const avatarRequest = z.object({ dataUrl: z.string().startsWith("data:").max(7_000_000) });
export const avatarResponse = z.object({ avatar: z.string() });

export const contactRequest = z.object({
  name: z.string().trim().min(1, "Please tell us your name").max(100),
  email: z.email("Please enter a valid email address").max(254),
  message: z.string().trim().min(1, "Please write a message").max(5000),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** Analytics events of spec section 7. They name content, never the student. */
export const analyticsEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("modal_open"), mission: sectionUid, modal: tag }),
  z.object({ type: z.literal("quiz_init"), mission: sectionUid, quiz: tag }),
  z.object({
    type: z.literal("quiz_answer"),
    mission: sectionUid,
    quiz: tag,
    correct: z.boolean(),
  }),
  z.object({ type: z.literal("quiz_dismiss"), mission: sectionUid, quiz: tag }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

export const eventsRequest = z.object({ events: z.array(analyticsEvent).min(1).max(20) });

/** What the server offers the web: Google sign-in or not. */
/**
 * What the server offers (Google sign-in), and where it is hosted when its operator says so
 * (HOSTED_IN, for the privacy policy; absent when not set).
 */
export const configResponse = z.object({ google: z.boolean(), hostedIn: z.string().optional() });

/** The answer of a request taken for later (contact 201, events 202). */
export const okResponse = z.object({ ok: z.literal(true) });

export const settingsResponse = z.object({ settings });

export const deletedResponse = z.object({ deleted: z.literal(true) });
