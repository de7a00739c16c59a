import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { errorResponse } from "../../src/core/api/schemas";
import { isSectionUid, sectionOf } from "../../src/core/progress/sections";
import { Client, type TestApp } from "./harness";

export type Answer = Awaited<ReturnType<Client["request"]>>;

/** A section's page total, from the catalogue (the one place it is written). */
export function totalOf(uid: string): number {
  if (!isSectionUid(uid)) throw new Error(`No section ${uid} in the table`);
  return sectionOf(uid).total;
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
