import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderContent } from "~/content/static-content.server";
import { WithPhoneLinks } from "~/help/help-menu";

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

describe("help lines in content", () => {
  it("become tel: links where the content is rendered, markdown or HTML, but not inside a link or an attribute", () => {
    expect(renderContent("Ring **116 111** eller [113](https://www.113.no).", "md")).toBe(
      '<p>Ring <strong><a href="tel:116111">116 111</a></strong> eller <a href="https://www.113.no" rel="noopener noreferrer">113</a>.</p>\n',
    );
    expect(renderContent('<p title="22 40 00 40">Kirkens SOS: 22 40 00 40 &amp; 116117</p>', "html")).toBe(
      '<p title="22 40 00 40">Kirkens SOS: <a href="tel:22400040">22 40 00 40</a> &amp; <a href="tel:116117">116117</a></p>',
    );
  });
});
