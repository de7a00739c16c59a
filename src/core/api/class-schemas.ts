import { z } from "zod";
import { VOCABULARY, type VocabularyKey } from "../content/vocabulary";
import { TAG_PATTERN } from "../progress/progress";
import { SECTION_UIDS, type SectionUid } from "../progress/sections";

/** A class's name as its teacher types it, e.g. "10MAT Money". */
const className = z.string().trim().min(1, "Please give the class a name").max(60);

export const createClassRequest = z.object({ name: className });

export const updateClassRequest = z
  .object({ name: className, joiningOpen: z.boolean() })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Send a name or joiningOpen to change");

const when = z.string();

/**
 * A class as one account sees it. Joiners and members see its owner's name and email domain
 * (so a "class" a student made is plain to see); only its teachers see its code and size.
 */
export const classSummary = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(["owner", "teacher", "member"]),
  ownerName: z.string(),
  ownerDomain: z.string(),
  archivedAt: when.nullable(),
  createdAt: when,
  /** Teachers only: null for a member. */
  joinCode: z.string().nullable(),
  joiningOpen: z.boolean().nullable(),
  members: z.number().int().nullable(),
});
export type ClassSummary = z.infer<typeof classSummary>;

export const classResponse = z.object({ class: classSummary });
export const classesResponse = z.object({ classes: z.array(classSummary) });

/** A typed code: normalised on the server (case, spaces and look-alikes ignored). */
const typedCode = z.string().max(32);

export const previewClassRequest = z.object({ code: typedCode });
export const previewClassResponse = z.object({
  name: z.string(),
  ownerName: z.string(),
  ownerDomain: z.string(),
  consentVersion: z.number().int(),
});

export const joinClassRequest = z.object({
  code: typedCode,
  consentVersion: z.number().int().positive(),
});

export const inviteResponse = z.object({ token: z.string(), expiresAt: when });
export const acceptInviteRequest = z.object({ token: z.string().min(1).max(100) });

/** A class's teachers as its teachers see them: display names only, the owner first. */
export const classTeachersResponse = z.object({
  teachers: z.array(
    z.object({
      uid: z.string(),
      name: z.string(),
      role: z.enum(["owner", "teacher"]),
      /** The account asking. */
      you: z.boolean(),
    }),
  ),
});
export type ClassTeacher = z.infer<typeof classTeachersResponse>["teachers"][number];

const sectionUid = z.enum(SECTION_UIDS as [SectionUid, ...SectionUid[]]);

/** A member's row as the server sends it: the facts per mission (core/classes/grid.ts). */
const gridRowData = z.object({
  uid: z.string(),
  name: z.string(),
  joinedAt: when,
  progress: z.partialRecord(sectionUid, z.tuple([z.number().int(), when.nullable()])),
  tallies: z.partialRecord(sectionUid, z.tuple([z.number().int(), z.number().int()])),
});

/** The class grid: its members × the missions, in one answer (issue 24.4). */
export const classGridResponse = z.object({
  class: classSummary,
  curriculumChecked: z.string(),
  /** The server's time: a row's statuses are made against it (`gridRow`). */
  now: when,
  missions: z.array(
    z.object({
      uid: sectionUid,
      title: z.string(),
      total: z.number().int(),
      strands: z.array(z.string()),
      standards: z.array(
        z.object({ number: z.number().int(), level: z.number().int(), title: z.string() }),
      ),
    }),
  ),
  students: z.array(gridRowData),
});
export type ClassGrid = z.infer<typeof classGridResponse>;

/** First answers to quiz questions, sent as they happen or later from a device's queue. */
export const firstTriesRequest = z.object({
  answers: z
    .array(
      z.object({
        question: z.string().regex(TAG_PATTERN),
        option: z.number().int().min(0).max(9),
        answeredAt: z.iso.datetime(),
      }),
    )
    .min(1)
    .max(50),
});
export const firstTriesResponse = z.object({ recorded: z.number().int() });

/**
 * A member's own row of their class's grid ("What my teacher sees", issue 24.2): the grid's
 * class and mission headers, and the very row the teacher's grid has for them.
 */
export const myClassRowResponse = classGridResponse
  .omit({ students: true })
  .extend({ student: classGridResponse.shape.students.element });

const vocabularyKey = z.enum(Object.keys(VOCABULARY) as [VocabularyKey, ...VocabularyKey[]]);

/** Text with its te reo marked as the content marks it (content/texts.ts, markedText). */
const markedText = z.array(
  z.union([
    z.string(),
    z.object({ word: vocabularyKey, capital: z.boolean().optional() }),
    z.object({ mi: z.string() }),
  ]),
);

/**
 * "What to reteach" (issue 24.5): each quiz question, in mission and page order, with the page
 * that teaches it and how the class's first answers (given while members) went. It names no
 * student; a question with fewer answers than `minAnswers` has no figures at all.
 */
export const classQuestionsResponse = z.object({
  minAnswers: z.number().int(),
  questions: z.array(
    z.object({
      uid: sectionUid,
      missionTitle: z.string(),
      id: z.string(),
      text: markedText,
      /** The web links to PATHS.mission(slug, page). */
      taught: z.object({ slug: z.string(), page: z.number().int(), title: z.string() }),
      figures: z
        .object({
          answered: z.number().int(),
          rightShare: z.number().min(0).max(1),
          mostChosenWrong: z
            .object({
              option: z.number().int(),
              label: z.string(),
              explanation: markedText,
              chosen: z.number().int(),
            })
            .nullable(),
        })
        .nullable(),
    }),
  ),
});
export type ClassQuestions = z.infer<typeof classQuestionsResponse>;
