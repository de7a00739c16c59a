import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, call } from "./api";

/** The network answers `status` with `body` (Vitest runs the client as a development build). */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("call", () => {
  it("answers what the server sent when it fits the contract", async () => {
    answer(200, { google: true });
    await expect(call("config")).resolves.toEqual({ google: true });
  });

  it("sends a body as JSON to the endpoint's path", async () => {
    const fetch = answer(201, { ok: true });
    await call("contact", { name: "Aroha", email: "aroha@example.com", message: "Kia ora" });
    expect(fetch).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Aroha", email: "aroha@example.com", message: "Kia ora" }),
    });
  });

  it("rejects an answer that drifts from the contract", async () => {
    answer(200, { google: "yes" });
    await expect(call("config")).rejects.toThrow(/answer of config does not match the contract/);
  });

  it("throws ApiError with the server's code and message for an error answer", async () => {
    answer(401, { error: { code: "unauthorized", message: "Please log in first." } });
    const error = await call("getMe").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: "unauthorized",
      message: "Please log in first.",
    });
  });

  it("throws the offline ApiError when the network cannot be reached", async () => {
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("Failed to fetch")));
    const error = await call("getMe").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "offline" });
  });
});
