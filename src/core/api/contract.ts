import type { z } from "zod";
import { accountExport } from "./account-export";
import {
  passwordResetRequest,
  resetPasswordRequest,
  sessionResponse,
  signInRequest,
  signInResponse,
  signOutRequest,
  signOutResponse,
  signUpRequest,
  signUpResponse,
  socialSignInRequest,
  socialSignInResponse,
  statusResponse,
} from "./auth-schemas";
import {
  acceptInviteRequest,
  classesResponse,
  classGridResponse,
  classQuestionsResponse,
  classTeachersResponse,
  classResponse,
  createClassRequest,
  firstTriesRequest,
  firstTriesResponse,
  inviteResponse,
  joinClassRequest,
  myClassRowResponse,
  previewClassRequest,
  previewClassResponse,
  updateClassRequest,
} from "./class-schemas";
import type { EndpointName } from "./endpoints";
import {
  avatarRequest,
  avatarResponse,
  configResponse,
  contactRequest,
  deletedResponse,
  eventsRequest,
  healthResponse,
  meResponse,
  missionsResponse,
  okResponse,
  progressRequest,
  settingsPatch,
  settingsResponse,
} from "./schemas";

type Schemas = { request?: z.ZodType; response: z.ZodType };

/**
 * Each endpoint's request and answer, under its name in endpoints.ts: a name missing here, or
 * one endpoints.ts does not have, fails the type check. Answers are plain data (no transforms),
 * so what a server sends and what a client reads have one type.
 */
export const CONTRACT = {
  health: { response: healthResponse },
  config: { response: configResponse },
  getMe: { response: meResponse },
  deleteAccount: { response: deletedResponse },
  exportData: { response: accountExport },
  saveSettings: { request: settingsPatch, response: settingsResponse },
  saveProgress: { request: progressRequest, response: missionsResponse },
  saveAvatar: { request: avatarRequest, response: avatarResponse },
  saveFirstTries: { request: firstTriesRequest, response: firstTriesResponse },
  contact: { request: contactRequest, response: okResponse },
  events: { request: eventsRequest, response: okResponse },
  listClasses: { response: classesResponse },
  createClass: { request: createClassRequest, response: classResponse },
  updateClass: { request: updateClassRequest, response: classResponse },
  deleteClass: { response: deletedResponse },
  archiveClass: { response: classResponse },
  newJoinCode: { response: classResponse },
  classGrid: { response: classGridResponse },
  createInvite: { response: inviteResponse },
  acceptInvite: { request: acceptInviteRequest, response: classResponse },
  classTeachers: { response: classTeachersResponse },
  removeTeacher: { response: okResponse },
  stopTeaching: { response: okResponse },
  previewClass: { request: previewClassRequest, response: previewClassResponse },
  joinClass: { request: joinClassRequest, response: classResponse },
  leaveClass: { response: okResponse },
  removeMember: { response: okResponse },
  myClassRow: { response: myClassRowResponse },
  classQuestions: { response: classQuestionsResponse },
  getSession: { response: sessionResponse },
  signUp: { request: signUpRequest, response: signUpResponse },
  signIn: { request: signInRequest, response: signInResponse },
  signInSocial: { request: socialSignInRequest, response: socialSignInResponse },
  signOut: { request: signOutRequest, response: signOutResponse },
  requestPasswordReset: { request: passwordResetRequest, response: statusResponse },
  resetPassword: { request: resetPasswordRequest, response: statusResponse },
} as const satisfies Record<EndpointName, Schemas>;

type Contract = typeof CONTRACT;

/** What a client sends: the request schema's input (before defaults), or nothing. */
export type RequestOf<N extends EndpointName> = Contract[N] extends {
  request: infer S extends z.ZodType;
}
  ? z.input<S>
  : undefined;

/** What a route handler receives once the request is parsed. */
export type ParsedRequestOf<N extends EndpointName> = Contract[N] extends {
  request: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** The answer: what a route handler returns and what a client reads. */
export type AnswerOf<N extends EndpointName> = z.output<Contract[N]["response"]>;
