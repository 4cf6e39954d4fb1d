import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WithPhoneLinks } from "~/components/ui/elements";

const render = (text: string) => renderToStaticMarkup(createElement(WithPhoneLinks, { text }));

describe("help lines in running text", () => {
  it("become tel: links, with or without the space", () => {
    expect(render("Ring 113, Mental Helse 116 123 eller 116111.")).toBe(
      'Ring <a href="tel:113" class="whitespace-nowrap font-semibold underline underline-offset-2">113</a>, ' +
        'Mental Helse <a href="tel:116123" class="whitespace-nowrap font-semibold underline underline-offset-2">116 123</a> eller ' +
        '<a href="tel:116111" class="whitespace-nowrap font-semibold underline underline-offset-2">116111</a>.',
    );
  });

  it("include Kors på halsen's number, and only as a whole", () => {
    expect(render("Kors på halsen 800 33 321")).toBe(
      'Kors på halsen <a href="tel:80033321" class="whitespace-nowrap font-semibold underline underline-offset-2">800 33 321</a>',
    );
    expect(render("800 33 3210 og 1800 33 321")).toBe("800 33 3210 og 1800 33 321");
  });

  it("leave other numbers and text alone", () => {
    expect(render("1130 dager, 4113 og 116 1234")).toBe("1130 dager, 4113 og 116 1234");
    expect(render("")).toBe("");
  });
});
