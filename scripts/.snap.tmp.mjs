import { chromium } from "@playwright/test";
const [base, ...specs] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const spec of specs) {
  const [path, width, height, name, js, click] = spec.split(",");
  const page = await browser.newPage({ viewport: { width: +width, height: +height }, javaScriptEnabled: js !== "nojs" });
  await page.goto(base + path);
  if (click) await page.locator(click).first().click();
  await page.screenshot({ path: `/tmp/${name}.png` });
  await page.close();
}
await browser.close();
