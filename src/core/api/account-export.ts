import { z } from "zod";
import { settings } from "./schemas";

const when = z.string().nullable();

/** GET /api/me/export: everything stored about a student (Privacy Act 2020), as a download. */
export const accountExport = z.object({
  about: z.string(),
  exportedAt: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    createdAt: when,
    updatedAt: when,
  }),
  settings: settings.extend({ updatedAt: when }).nullable(),
  missions: z.array(
    z.object({
      uid: z.string(),
      title: z.string(),
      pages: z.array(z.number().int()),
      tags: z.array(z.string()),
      percent: z.number(),
      complete: z.boolean(),
    }),
  ),
  avatar: z.object({ stored: z.boolean(), url: z.string().nullable() }),
  signInMethods: z.array(z.object({ provider: z.string(), createdAt: when })),
  contactMessages: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      message: z.string(),
      responded: z.boolean(),
      sentAt: when,
    }),
  ),
  /** The classes the student is in, and the consent text's version they agreed to. */
  classes: z.array(
    z.object({
      name: z.string(),
      ownerName: z.string(),
      joinedAt: when,
      consentVersion: z.number().int(),
    }),
  ),
  /** Their first answer to each quiz question, kept while they are in a class. */
  firstTryAnswers: z.array(
    z.object({ question: z.string(), option: z.number().int(), answeredAt: z.string() }),
  ),
  sessions: z.array(
    z.object({
      createdAt: when,
      expiresAt: when,
      userAgent: z.string().nullable(),
      ipAddress: z.string().nullable(),
    }),
  ),
});
