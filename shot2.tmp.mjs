import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
page.on("console", (m) => console.log("console:", m.text())); page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto("http://localhost:3100/explorer");
const post = (path, body) => page.evaluate(({ path, body }) => fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.status), { path, body });
console.log(await post("/api/auth/sign-up/email", { name: "Mere Tester", email: `s${Date.now()}@example.nz`, password: "kiwi planets orbit slowly" }));
console.log(await post("/api/me/progress", { sections: { m7: { pages: [0,1,2,3,4,5] }, m2: { pages: [0,1,2,3,4,5,6], tags: ["m2-q1","m2-q2"] }, m0: { pages: [], tags: ["m0-q1","m0-q2"] } } }));
let n = 10;
for (const p of process.argv.slice(2)) {
  await page.goto("http://localhost:3100" + p); await page.getByRole("heading", { level: 2 }).first().waitFor({ timeout: 20000 }).catch((e) => console.log("timeout", p)); await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-${n++}.png`, fullPage: true });
}
await browser.close();
