import { localizedPath } from "../../../app/routing/paths";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// The business page states each of the pilot's figures once: the facts band says them, the rest
// of the page does not repeat them.
for (const lang of ["nb", "en"] as const) {
  test(`${lang}: the business page states each pilot figure once`, async ({ page }) => {
    await page.goto(localizedPath("business", lang));
    const text = await page.getByRole("main").innerText();
    for (const { value } of bundles[lang].business.facts) {
      // Not inside a range: "2 weeks" is not the end of "1–2 weeks".
      const figure = new RegExp(`(?<![\\d–])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "gi");
      expect(text.match(figure), value).toHaveLength(1);
    }
  });
}
