import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createContentSanitizer } from "~/content/sanitize.server";
import {
  createStaticContentLoader,
  founderSection,
  renderContent,
  withoutFounderSections,
} from "~/content/static-content.server";
import { parseSiteConfig, type SiteConfig } from "~/services/config.server";

const contentDirs: string[] = [];

/** A company whose details need escaping in HTML and in markdown. */
const company = { name: "<b>Ro & Co</b> *AS*", orgNumber: "912345678", address: "Gate 1", email: "a_b@ro.no" };

/** A loader of a new content directory holding `files`, and that directory. */
async function withContent(files: Record<string, string>, isProduction = true, voice: SiteConfig["voice"] = null) {
  const contentDir = await mkdtemp(path.join(tmpdir(), "static-content-"));
  contentDirs.push(contentDir);
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(contentDir, name), text);
  return { loadStaticContent: createStaticContentLoader({ contentDir, isProduction, company, voice }), contentDir };
}

afterAll(async () => {
  await Promise.all(contentDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("loadStaticContent: which file wins", () => {
  const all = ["product.nb.html", "product.en.html", "product.html", "product.nb.md", "product.en.md", "product.md"];

  it.each([
    ["the page language's HTML", all, "nb", "product.nb.html"],
    ["English HTML on English pages", all, "en", "product.en.html"],
    ["generic HTML before any markdown", ["product.html", "product.nb.md"], "nb", "product.html"],
    ["the language's markdown before generic markdown", ["product.nb.md", "product.md"], "nb", "product.nb.md"],
    ["generic markdown last", ["product.md"], "en", "product.md"],
    ["nothing: the fallback", ["about.md"], "nb", null],
    ["the other language's file is never used", ["product.en.md"], "nb", null],
  ] as const)("takes %s", async (_, names, lang, winner) => {
    // Each file says its own name.
    const files = Object.fromEntries(names.map((name) => [name, name.endsWith(".md") ? name : `<p>${name}</p>\n`]));
    const { loadStaticContent } = await withContent(files);
    const expected = winner ? { kind: winner.endsWith(".md") ? "md" : "html", html: `<p>${winner}</p>\n` } : null;
    expect(await loadStaticContent("product", lang)).toEqual(expected ?? { kind: "none" });
  });

  it.each([
    ["counts an empty file as missing", { "product.nb.html": "  \n", "product.md": "tekst" }, "<p>tekst</p>\n"],
    ["gives the fallback for a file of markup that is not allowed", { "product.html": "<script>x()</script>" }, null],
    [
      "renders markdown headings with their custom ids",
      { "product.md": "## Dagbok {#dagbok}" },
      '<h2 id="dagbok">Dagbok</h2>\n',
    ],
  ])("%s", async (_, files, html) => {
    const { loadStaticContent } = await withContent(files);
    expect(await loadStaticContent("product", "nb")).toEqual(html ? { kind: "md", html } : { kind: "none" });
  });

  it("keeps what it read in production, and re-reads on every request in development", async () => {
    for (const isProduction of [true, false]) {
      const { loadStaticContent, contentDir } = await withContent({ "personvern.md": "Første" }, isProduction);
      await loadStaticContent("personvern", "nb");
      await writeFile(path.join(contentDir, "personvern.md"), "Andre");
      const expected = isProduction ? "<p>Første</p>\n" : "<p>Andre</p>\n";
      expect(await loadStaticContent("personvern", "nb"), String(isProduction)).toEqual({ kind: "md", html: expected });
    }
  });
});

describe("front matter and placeholders", () => {
  it("leaves the front matter out and fills the company's details in, escaped, in markdown and HTML", async () => {
    const text = "{{company.name}} ({{ company.orgNumber }}), {{company.address}}: {{company.email}} {{company.other}}";
    const { loadStaticContent } = await withContent({
      "personvern.md": `---\nsample: true\n---\n${text}`,
      "personvern.en.html": `<p>${text}</p>`,
    });
    const filled = "&lt;b&gt;Ro &amp; Co&lt;/b&gt; *AS* (912 345 678), Gate 1: a_b@ro.no {{company.other}}";
    expect(await loadStaticContent("personvern", "nb")).toEqual({ kind: "md", html: `<p>${filled}</p>\n` });
    expect(await loadStaticContent("personvern", "en")).toEqual({ kind: "html", html: `<p>${filled}</p>` });
  });

  // The AI guide's e2e test has the US region and no voice; here, another region.
  it("fills in where the voice vendor processes speech, in the page's language", async () => {
    const voice = parseSiteConfig({ VOICE_AGENT_ID_NB: "agent_nb", ELEVENLABS_SERVER_LOCATION: "eu-residency" }).voice;
    const { loadStaticContent } = await withContent({ "product.md": "{{voice.processing}}" }, true, voice);
    expect(await loadStaticContent("product", "nb")).toMatchObject({
      html: expect.stringContaining("av ElevenLabs i EU."),
    });
    expect(await loadStaticContent("product", "en")).toMatchObject({
      html: expect.stringContaining("by ElevenLabs in the EU."),
    });
  });
});

describe("founder sections", () => {
  const about = [
    "## Vår historie",
    "<!-- founder: kari -->",
    "Om Kari.",
    "<!-- /founder -->",
    "Mellomtekst.",
    "<!--founder:ola-->",
    "Om Ola.",
    "<!-- founder: per -->",
    "Om Per.",
  ].join("\n");

  it.each([
    ["kari", about, "Om Kari."],
    // Without a closing marker, a section ends at the next founder's marker, or the end.
    ["ola", about, "Om Ola."],
    ["per", about, "Om Per."],
    ["eva", about, null],
    ["eva", "<!-- founder: eva --><!-- /founder -->", null],
  ])("of %s runs from its marker to the closing one, and is null when missing or empty", (slug, text, section) => {
    expect(founderSection(text, slug)).toBe(section);
  });

  it("are loaded one at a time, rendered, or all left out, however they end", async () => {
    const { loadStaticContent } = await withContent({ "about.md": about });
    const founder = (slug: string) => loadStaticContent("about", "nb", { founder: slug });
    expect(await founder("kari")).toEqual({ kind: "md", html: "<p>Om Kari.</p>\n" });
    expect(await founder("nobody")).toEqual({ kind: "none" });
    expect(withoutFounderSections(about)).toBe("## Vår historie\n\nMellomtekst.\n");
  });
});

describe("sanitising", () => {
  // One case per class of hostile or unwanted markup.
  it.each([
    ['<p onclick="alert(1)" style="color:red">ok</p><script>alert(1)</script><style>p{}</style>', "<p>ok</p>"],
    ['<a href="&#106;avascript:alert(1)">x</a><a href="data:text/html,x">y</a>', "<a>x</a><a>y</a>"],
    ['<iframe src="//x"></iframe><object data="x"></object><embed src="x"><svg><script>1</script></svg>ok', "ok"],
    ['<form action="https://evil.example"><input name="q"><button>Go</button></form>', "Go"],
    ['<img src="/a.png" onerror="alert(1)" alt="a">', '<img src="/a.png" alt="a" loading="lazy" decoding="async" />'],
    // Images the page may not load (or that point nowhere) go entirely.
    ['<p>ok<img src="javascript:alert(1)"><img src="https://t.example/p"><img src="//t.example/p"></p>', "<p>ok</p>"],
    ['<p>ok<img src="http://[::1"><img alt="no source"></p>', "<p>ok</p>"],
    // Content images are plain <img>s, whose one address is checked: no srcset, no <source>.
    [
      '<picture><source srcset="https://tracker.example/a.avif"><img src="/a.png" srcset="https://t.example/b.png 2x" alt=""></picture>',
      '<img src="/a.png" alt="" loading="lazy" decoding="async" />',
    ],
    ['<div class="review fixed" role="img">5</div>', '<div class="review" role="img">5</div>'],
    // The page owns <main> and the h1, and shows no document's title.
    ["<html><head><title>Skjult</title></head><body><main><h1>Tittel</h1></main></body></html>", "<h2>Tittel</h2>"],
    ['<a href="https://example.org">ext</a>', '<a href="https://example.org" rel="noopener noreferrer">ext</a>'],
    ['<a href="/innsikt">int</a><a href="//evil.example/x">x</a>', '<a href="/innsikt">int</a><a>x</a>'],
  ])("HTML %s → %s", (input, expected) => {
    expect(renderContent(input, "html")).toBe(expected);
  });

  it("applies to markdown too, raw HTML and links included", () => {
    const html = renderContent(
      '[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n![bilde](/images/a.png "T")',
      "md",
    );
    expect(html).not.toMatch(/onerror|javascript/i);
    expect(html).toContain('<img src="/images/a.png" alt="bilde" title="T" loading="lazy" decoding="async" />');
  });

  it("keeps images from Supabase Storage when it is configured, as the page may load them", () => {
    const image = '<img src="https://project.supabase.co/storage/v1/object/public/a.png" alt="" />';
    const sanitize = createContentSanitizer(["https://project.supabase.co"]);
    expect(sanitize(image)).toBe(image.replace(" />", ' loading="lazy" decoding="async" />'));
    expect(sanitize('<img src="https://other.supabase.co/x.png">')).toBe("");
    expect(createContentSanitizer([])(image)).toBe("");
  });
});
