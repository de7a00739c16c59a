import { readFile } from "node:fs/promises";
import { CATALOGUE } from "../../src/core/content/catalogue";
import { TOPICS } from "../../src/core/content/topics";
import { sectionOf } from "../../src/core/progress/sections";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations, PASSWORD, signUpByApi } from "./helpers";
import { expectFieldError } from "./account-helpers";
import { test } from "./fixtures";

/** Taps "Choose a photo" and picks a file in the chooser that opens, as a student would. */
async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: /^(Choose a photo|Change photo)$/ }).click(),
  ]);
  await chooser.setFiles(file);
}

async function photo(): Promise<Buffer> {
  // A 300 × 200 photo: a red left half and a blue right half.
  return sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 220, g: 40, b: 40 } },
  })
    .composite([
      {
        input: {
          create: { width: 150, height: 200, channels: 3, background: { r: 40, g: 60, b: 220 } },
        },
        left: 150,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

test("signed out, Profile invites the student to log in or register", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveTitle("Profile | Rocket");
  await expect(page.getByRole("heading", { name: "Log in to see your profile" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("button", { name: "Regi-star" }).click();
  await expect(page.getByRole("dialog", { name: "Register" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
});

test("signed in, Profile shows name, email and a badge per mission, and passes axe", async ({
  page,
}) => {
  const { name, email } = await signUpByApi(page, "Wiremu Test");
  const progress = await page.request.post("/api/me/progress", {
    data: { sections: { m7: { pages: [0, 1, 2, 3, 4, 5] }, m1: { pages: [0, 1, 2] } } },
  });
  expect(progress.status()).toBe(200);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const badges = page.getByRole("region", { name: "Your missions" });
  await expect(badges.getByRole("listitem")).toHaveCount(CATALOGUE.length);
  // By topic, in the order a student meets them.
  await expect(badges.getByRole("heading", { level: 3 })).toHaveText(TOPICS.map((t) => t.title));
  await expect(badges.getByRole("listitem")).toHaveText(
    TOPICS.flatMap((t) => t.missions.map((m) => new RegExp(`^${sectionOf(m.uid).title}`))),
  );
  const badge = (title: string) => badges.getByRole("listitem").filter({ hasText: title });
  await expect(badge("Types of bank accounts")).toContainText("Complete");
  await expect(badge("Impact of savings")).toContainText("In progress: 21%");
  await expect(badge("Student loans")).toContainText("Not started");
  await expect(badge("Working life")).toContainText("Locked");
  // Completing m7 unlocked m2 (spec section 4).
  await expect(badge("Types of cards")).toContainText("Not started");
  await expectNoAxeViolations(page);
});

test("a chosen photo is cropped, uploaded and shown at once", async ({ page }) => {
  await signUpByApi(page, "Photo Test");
  await page.goto("/profile");
  await expect(page.getByRole("img", { name: "No photo yet" })).toBeVisible();
  await choosePhoto(page, {
    name: "me.png",
    mimeType: "image/png",
    buffer: await photo(),
  });
  const cropper = page.getByRole("dialog", { name: "Crop your photo" });
  await expect(cropper).toBeVisible();
  const position = cropper.getByRole("group", { name: "Photo position" });
  await expect(position).toBeFocused();
  await expectNoAxeViolations(page);

  // Keyboard, buttons and the slider all move the crop; the upload is the square in view.
  await page.keyboard.press("ArrowRight");
  await cropper.getByRole("button", { name: "Move photo left" }).click();
  await cropper.getByLabel("Zoom").fill("2");
  let sent = "";
  page.on("request", (request) => {
    if (request.url().endsWith("/api/me/avatar")) sent = request.postDataJSON().dataUrl;
  });
  await cropper.getByRole("button", { name: "Save photo" }).click();
  await expect(cropper).toBeHidden();
  await expect(
    page.getByRole("status").filter({ hasText: "Your new photo is saved." }),
  ).toBeVisible();
  const img = page.getByRole("img", { name: "Your photo" });
  await expect(img).toHaveAttribute("src", /^\/api\/avatars\/[^?]+\?v=[0-9a-f]+$/);
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBe(256);

  expect(sent).toMatch(/^data:image\/jpeg;base64,/);
  const square = await sharp(Buffer.from(sent.split(",")[1]!, "base64")).metadata();
  expect([square.width, square.height]).toEqual([512, 512]);

  // The account says so too, and after a reload the photo is still there.
  const me = await (await page.request.get("/api/me")).json();
  expect(me.user.avatar).toBe(await img.getAttribute("src"));
  await page.reload();
  await expect(page.getByRole("img", { name: "Your photo" })).toHaveAttribute(
    "src",
    me.user.avatar,
  );
});

test("cancelling the cropper keeps the old photo", async ({ page }) => {
  await signUpByApi(page, "Cancel Test");
  await page.goto("/profile");
  await choosePhoto(page, {
    name: "me.png",
    mimeType: "image/png",
    buffer: await photo(),
  });
  const cropper = page.getByRole("dialog", { name: "Crop your photo" });
  await cropper.getByRole("button", { name: "Cancel" }).click();
  await expect(cropper).toBeHidden();
  await expect(page.getByRole("img", { name: "No photo yet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Choose a photo" })).toBeFocused();
});

test("a file that is not a photo is refused with a message", async ({ page }) => {
  await signUpByApi(page, "Not A Photo");
  await page.goto("/profile");
  await choosePhoto(page, {
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(page.getByRole("alert")).toContainText("Please choose a PNG, JPEG or WebP photo.");
  await expect(page.getByRole("dialog", { name: "Crop your photo" })).toBeHidden();
});

test("Download all my data saves a JSON file of the account", async ({ page }) => {
  const { name, email } = await signUpByApi(page, "Download Test");
  await page.goto("/profile");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download all my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rocket-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(data.user).toMatchObject({ name, email });
  expect(data.missions).toHaveLength(CATALOGUE.length);
  expect(data.signInMethods).toEqual([{ provider: "credential", createdAt: expect.any(String) }]);
  expect(JSON.stringify(data)).not.toContain(PASSWORD);
});

test("Delete my account asks first, says what goes, then deletes it and logging in fails", async ({
  page,
}) => {
  const { email } = await signUpByApi(page, "Delete Test");
  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(confirm).toContainText("your mission progress");
  await expect(confirm).toContainText("You can't undo this.");
  await expectNoAxeViolations(page);

  // Keeping it changes nothing.
  await confirm.getByRole("button", { name: "Keep my account" }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get("/api/me")).status()).toBe(200);

  await page.getByRole("button", { name: "Delete my account" }).click();
  await confirm.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page).toHaveURL(/\/explorer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(401);

  await page.goto("/login");
  const login = page.getByRole("dialog", { name: "Log in" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expectFieldError(page, "Password", "That email and password don't match.");
});
