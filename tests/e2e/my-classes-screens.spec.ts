import { expect, type Page } from "@playwright/test";
import { CLASS_PATHS } from "../../src/core/class-paths";
import { PATHS } from "../../src/core/paths";
import { joinByApi, tabTo, teacherWithClass } from "./class-helpers";
import { expectNoAxeViolations, signUpByApi } from "./helpers";
import { phone } from "./phone-helpers";
import { test } from "./fixtures";

// The student's class screens (issue 24.2): codes typed by keyboard alone, the server's
// messages, a class that has ended, a projector's width, and the privacy policy's part.

const codeField = (page: Page) => page.getByRole("textbox", { name: /class code|try the code/i });

test.describe("at 320 px", () => {
  test.use(phone({ width: 320, height: 568 }));

  test("by keyboard alone a code is typed, a wrong one is refused in the server's words, and the right one joins", async ({
    page,
    browser,
  }) => {
    const teacher = await teacherWithClass(browser, "Year 10 Money");
    await signUpByApi(page);
    await page.goto(CLASS_PATHS.myClasses);
    const field = page.getByRole("textbox", { name: "Class code" });
    await expect(field).toHaveAttribute("autocapitalize", "characters");
    await expect(field).toHaveAttribute("autocomplete", "off");
    await expect(field).toHaveAttribute("spellcheck", "false");

    await tabTo(page, field);
    await page.keyboard.type("abc");
    await page.keyboard.press("Enter");
    await expect(field).toHaveAccessibleDescription(/A class code has 8 letters and numbers/);
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(CLASS_PATHS.myClasses);

    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("zzzz-zzzz");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(CLASS_PATHS.classJoin("ZZZZZZZZ"));
    await expect(page.getByRole("alert")).toHaveText(
      "No open class has this code. Check it with your teacher.",
    );
    await expectNoAxeViolations(page);

    // Case, spaces and hyphens do not matter.
    const typed = `${teacher.code.slice(0, 4).toLowerCase()} ${teacher.code.slice(4)}`;
    await tabTo(page, codeField(page));
    await page.keyboard.type(typed);
    await page.keyboard.press("Enter");
    const join = page.getByRole("button", { name: "Join class" });
    await expect(page.getByRole("heading", { level: 2, name: "Year 10 Money" })).toBeVisible();
    await tabTo(page, join);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(CLASS_PATHS.myClasses);
    await expect(page.getByRole("heading", { level: 3, name: "Year 10 Money" })).toBeVisible();
  });

  test('a class its teacher has ended shows "Class ended", and its code no longer joins', async ({
    page,
    browser,
  }) => {
    const teacher = await teacherWithClass(browser, "Ended Class");
    await signUpByApi(page);
    await joinByApi(page, teacher.code);
    await teacher.archive();
    await page.goto(CLASS_PATHS.myClasses);
    const card = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 3, name: "Ended Class" }),
    });
    await expect(card).toContainText("Class ended");
    await expect(card).toContainText("It's deleted 12 months after it ended.");
    await expectNoAxeViolations(page);
    await page.goto(CLASS_PATHS.classJoin(teacher.code));
    await expect(page.getByRole("alert")).toHaveText(
      "No open class has this code. Check it with your teacher.",
    );
  });

  test("Google sign-in from a join link comes back to the join link", async ({ page }) => {
    await page.route("/api/config", (route) => route.fulfill({ json: { google: true } }));
    let asked: unknown;
    await page.route("/api/auth/sign-in/social", async (route) => {
      asked = route.request().postDataJSON();
      await route.fulfill({ json: { url: "/my-classes?from=google", redirect: true } });
    });
    await page.goto(CLASS_PATHS.classJoin("ABCD1234"));
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/from=google/);
    expect(asked).toMatchObject({ provider: "google", callbackURL: "/join/ABCD1234" });
  });
});

test.describe("at 1920 px", () => {
  test.use({ viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false });

  test("Profile leads to My classes; the consent screen, My classes and what the teacher sees have no axe violations", async ({
    page,
    browser,
  }) => {
    // Two accounts and three axe runs over a 1920 px page: more than the default 30 s here.
    test.setTimeout(90_000);
    const teacher = await teacherWithClass(browser);
    await signUpByApi(page, "Tama Test");
    await page.goto(PATHS.profile);
    await page.getByRole("link", { name: "Join a class or see my classes" }).click();
    await expect(page).toHaveURL(CLASS_PATHS.myClasses);
    await expect(page.getByText("You're not in a class yet.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(CLASS_PATHS.classJoin(teacher.code));
    await expect(page.getByRole("button", { name: "Join class" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Join class" }).click();
    await page.getByRole("button", { name: "What my teacher sees" }).click();
    await expect(page.getByRole("table")).toContainText("Not started");
    await expectNoAxeViolations(page);
  });

  test("a visitor's My classes asks them to log in first", async ({ page }) => {
    await page.goto(CLASS_PATHS.myClasses);
    await expect(
      page.getByRole("heading", { level: 2, name: "Log in to join a class" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("the privacy policy says what a teacher sees, for how long, and how to leave", async ({
  page,
}) => {
  await page.goto(PATHS.privacy);
  const classes = page.getByRole("region", { name: "Classes: what a teacher sees" });
  await expect(classes).toContainText("your first answer to each quiz question");
  await expect(classes).toContainText("They don't see your email, school, settings or photo.");
  await expect(classes).toContainText("it is deleted 12 months later");
  await expect(classes.getByRole("link", { name: "My classes" }).first()).toBeVisible();
  // The test server sets no HOSTED_IN, so the policy names no place.
  await expect(page.getByRole("region", { name: "Where it's kept" })).toContainText(
    "Whoever runs this copy of Rocket chooses where its server is",
  );
  await expectNoAxeViolations(page);
});
