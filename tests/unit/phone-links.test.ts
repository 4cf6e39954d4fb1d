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

  it("leave other numbers and text alone", () => {
    expect(render("1130 dager, 4113 og 116 1234")).toBe("1130 dager, 4113 og 116 1234");
    expect(render("")).toBe("");
  });
});
