import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { errorResponse } from "../../src/core/api/schemas";
import { Client, type TestApp } from "./harness";

export type Answer = Awaited<ReturnType<Client["request"]>>;

/** The section table of spec section 3, written out so that a drift in the code shows here. */
export const SECTION_TABLE = [
  { uid: "m0", id: "bankingfundamentals", title: "Banking fundamentals", total: 11 },
  { uid: "m1", id: "impactofsavings", title: "Impact of savings", total: 14 },
  { uid: "m2", id: "typesofcards", title: "Types of cards", total: 7 },
  { uid: "m3", id: "studentsloans", title: "Student loans", total: 12 },
  { uid: "m6", id: "workinglife", title: "Working life", total: 10 },
  { uid: "m7", id: "typesofbankaccounts", title: "Types of bank accounts", total: 6 },
  { uid: "m8", id: "unnecessaryspending", title: "Unnecessary spending", total: 8 },
  { uid: "m9", id: "buynowpaylater", title: "Buy now pay later", total: 11 },
  { uid: "m10", id: "whatiscredit", title: "What is credit", total: 12 },
] as const;

export const DEFAULT_UNLOCKED = ["m7", "m1", "m3", "m9", "m10"];

export function totalOf(uid: string): number {
  const section = SECTION_TABLE.find((s) => s.uid === uid);
  if (!section) throw new Error(`No section ${uid} in the table`);
  return section.total;
}

/** Every page number of a mission, 0..total-1. */
export const allPages = (uid: string) => Array.from({ length: totalOf(uid) }, (_, i) => i);

/** Asserts the app's error contract: the status, JSON { error: { code, message } }, no stack. */
export function expectError(answer: Answer, status: number, code?: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  expect(Object.keys(answer.json ?? {})).toEqual(["error"]);
  const { error } = errorResponse.parse(answer.json);
  expect(Object.keys(error).sort()).toEqual(["code", "message"]);
  if (code) expect(error.code).toBe(code);
  expect(error.message.trim()).not.toBe("");
  expect(answer.text).not.toMatch(/\bat .+:\d+:\d+|node_modules|"stack"|\.ts:\d+/);
}

/** A unique address, so tests that share an app never collide. */
export const uniqueEmail = (prefix = "student") =>
  `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** A new account, signed in: the client holds its session cookie. */
export async function signedIn(app: TestApp, name = "Aroha Student", email = uniqueEmail()) {
  const client = new Client(app.url);
  const answer = await client.signUp(name, email);
  expect(answer.status, answer.text).toBe(200);
  return { client, email, name, uid: String(answer.json.user.id) };
}

/** A second session (another device) for an account that exists. */
export async function signedInAgain(app: TestApp, email: string) {
  const client = new Client(app.url);
  const answer = await client.signIn(email);
  expect(answer.status, answer.text).toBe(200);
  return client;
}
