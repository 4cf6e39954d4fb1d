import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WithPhoneLinks } from "~/components/ui/elements";

const render = (text: string) => renderToStaticMarkup(createElement(WithPhoneLinks, { text }));
const link = (number: string) =>
  `<a href="tel:${number.replace(/ /g, "")}" class="whitespace-nowrap font-semibold underline underline-offset-2">${number}</a>`;

describe("help lines in running text", () => {
  it("become tel: links, with or without the spaces", () => {
    expect(render("Ring 113, Mental Helse 116 123 eller 116111. Kors på halsen 800 33 321")).toBe(
      `Ring ${link("113")}, Mental Helse ${link("116 123")} eller ${link("116111")}. Kors på halsen ${link("800 33 321")}`,
    );
  });

  it.each(["1130 dager, 4113 og 116 1234", "800 33 3210 og 1800 33 321", ""])("only as a whole number: %j", (text) => {
    expect(render(text)).toBe(text);
  });
});
