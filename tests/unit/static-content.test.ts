import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createContentSanitizer } from "~/content/sanitize.server";
import {
  createStaticContentLoader,
  founderSection,
  readSampleContentFiles,
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
  const settings = { contentDir, isProduction, company, voice };
  return { loadStaticContent: createStaticContentLoader(settings), contentDir };
}

afterAll(async () => {
  await Promise.all(contentDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("loadStaticContent: which file wins", () => {
  const all = ["product.nb.html", "product.en.html", "product.html", "product.nb.md", "product.en.md", "product.md"];
  /** Each file says its own name. */
  const named = (names: string[]) =>
    Object.fromEntries(names.map((name) => [name, name.endsWith(".md") ? name : `<p>${name}</p>\n`]));

  it.each([
    ["the page language's HTML", all, "nb", "product.nb.html"],
    ["English HTML on English pages", all, "en", "product.en.html"],
    ["generic HTML before any markdown", ["product.html", "product.nb.md"], "nb", "product.html"],
    ["the language's markdown before generic markdown", ["product.nb.md", "product.md"], "nb", "product.nb.md"],
    ["generic markdown last", ["product.md"], "en", "product.md"],
    ["nothing: the fallback", ["about.md"], "nb", null],
    ["the other language's file is never used", ["product.en.md"], "nb", null],
  ] as const)("takes %s", async (_, names, lang, winner) => {
    const { loadStaticContent } = await withContent(named([...names]));
    const kind = winner?.endsWith(".md") ? "md" : "html";
    const expected = winner ? { kind, html: `<p>${winner}</p>\n` } : { kind: "none" };
    expect(await loadStaticContent("product", lang)).toEqual(expected);
  });

  it("counts an empty file as missing", async () => {
    const { loadStaticContent } = await withContent({ "product.nb.html": "  \n", "product.md": "generic md" });
    expect(await loadStaticContent("product", "nb")).toEqual({ kind: "md", html: "<p>generic md</p>\n" });
  });

  it("gives the fallback when a file only has markup that is not allowed", async () => {
    const { loadStaticContent } = await withContent({
      "product.html": "<script>alert(1)</script><iframe src=x></iframe>",
    });
    expect(await loadStaticContent("product", "nb")).toEqual({ kind: "none" });
  });

  it("renders markdown headings with their custom ids", async () => {
    const { loadStaticContent } = await withContent({ "product.md": "## Dagbok og skriveterapi {#dagbok}\n\nTekst." });
    const html = '<h2 id="dagbok">Dagbok og skriveterapi</h2>\n<p>Tekst.</p>\n';
    expect(await loadStaticContent("product", "nb")).toEqual({ kind: "md", html });
  });
});

describe("front matter and the company's details", () => {
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

  it("fills in where the voice vendor processes speech, in the page's language, from the configuration", async () => {
    const files = {
      "ai-veilederen.md": "{{voice.processing}}",
      "ai-veilederen.en.html": "<p>{{ voice.processing }}</p>",
    };
    const agents = { VOICE_AGENT_ID_NB: "agent_nb" };
    const cases = [
      [
        { ...agents, ELEVENLABS_SERVER_LOCATION: "us" },
        "behandles det du sier av ElevenLabs i USA.",
        "by ElevenLabs in the USA.",
      ],
      [{ ...agents, ELEVENLABS_SERVER_LOCATION: "eu-residency" }, "av ElevenLabs i EU.", "by ElevenLabs in the EU."],
      [{ ...agents, VOICE_WIDGET_SCRIPT_URL: "https://widget.example/w.js" }, "(widget.example)", "(widget.example)"],
      [{}, "kan du foreløpig ikke snakke med AI-veilederen", "you cannot talk to the AI advisor by voice"],
    ] as const;
    for (const [env, nb, en] of cases) {
      const { loadStaticContent } = await withContent(files, true, parseSiteConfig(env).voice);
      expect(await loadStaticContent("ai-veilederen", "nb")).toMatchObject({ html: expect.stringContaining(nb) });
      expect(await loadStaticContent("ai-veilederen", "en")).toMatchObject({ html: expect.stringContaining(en) });
    }
  });

  it("lists the files marked sample: true in their front matter", async () => {
    const { contentDir } = await withContent({
      "personvern.md": "---\nsample: true\n---\nTekst.",
      "personvern.en.html": "---\nsample: true\n---\n<p>Text.</p>",
      "product.md": "---\nsample: false\n---\nTekst.",
      "about.md": "Tekst.",
      "founders.json": "[]",
    });
    expect(await readSampleContentFiles(contentDir)).toEqual(["personvern.en.html", "personvern.md"]);
  });
});

describe("founder sections", () => {
  const about = [
    "## Vår historie",
    "Intro.",
    "<!-- founder: kari-nordmann -->",
    "### Kari Nordmann",
    "Om Kari.",
    "<!-- /founder -->",
    "Mellomtekst.",
    "<!--founder:ola-nordmann-->",
    "### Ola Nordmann",
    "Om Ola.",
    "<!-- founder: per-hansen -->",
    "Om Per.",
  ].join("\n");

  it.each([
    ["kari-nordmann", about, "### Kari Nordmann\nOm Kari."],
    // Without a closing marker, a section ends at the next founder's marker.
    ["ola-nordmann", about, "### Ola Nordmann\nOm Ola."],
    ["per-hansen", about, "Om Per."],
    ["kari", about, null],
    ["eva", "<!-- founder: eva --><!-- /founder -->", null],
  ])("of %s runs from its marker to the closing one, and is null when missing or empty", (slug, text, section) => {
    expect(founderSection(text, slug)).toBe(section);
  });

  it("are all left out of the about page, however they end, and the rest kept", () => {
    expect(withoutFounderSections(about)).toBe("## Vår historie\nIntro.\n\nMellomtekst.\n");
  });

  it("loads only that section, rendered, and the fallback when it is missing", async () => {
    const { loadStaticContent } = await withContent({ "about.md": about });
    expect(await loadStaticContent("about", "nb", { founder: "kari-nordmann" })).toEqual({
      kind: "md",
      html: "<h3>Kari Nordmann</h3>\n<p>Om Kari.</p>\n",
    });
    expect(await loadStaticContent("about", "nb", { founder: "nobody" })).toEqual({ kind: "none" });
    const whole = await loadStaticContent("about", "nb");
    expect(whole.kind === "md" && whole.html).toContain("<h3>Ola Nordmann</h3>");
    expect(whole.kind === "md" && whole.html).not.toContain("founder:");
  });
});

describe("sanitising", () => {
  const hostile: [string, string][] = [
    ["<p>ok</p><script>alert(1)</script>", "<p>ok</p>"],
    ['<p onclick="alert(1)" style="color:red">ok</p>', "<p>ok</p>"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="  javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', "<a>x</a>"],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', "<p>ok</p>"],
    ["<style>body{display:none}</style><p>ok</p>", "<p>ok</p>"],
    ['<img src="/a.png" onerror="alert(1)" alt="a">', '<img src="/a.png" alt="a" loading="lazy" decoding="async" />'],
    // Images the page may not load (or that point nowhere) go entirely.
    ['<p>ok<img src="x" onerror="alert(1)" alt="a"></p>', "<p>ok</p>"],
    ['<p>ok<img src="javascript:alert(1)" alt="a"></p>', "<p>ok</p>"],
    ['<p>ok<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="a"></p>', "<p>ok</p>"],
    ['<p>ok<img src="https://tracker.example/pixel.gif" alt=""></p>', "<p>ok</p>"],
    ['<p>ok<img src="//tracker.example/pixel.gif"></p>', "<p>ok</p>"],
    ['<p>ok<img src="http://[::1"></p>', "<p>ok</p>"],
    ['<p>ok<img alt="no source"></p>', "<p>ok</p>"],
    // Content images are plain <img>s, whose one address is checked: no srcset, no <source>.
    [
      '<picture><source srcset="https://tracker.example/a.avif"><img src="/a.png" srcset="https://tracker.example/b.png 2x" alt=""></picture>',
      '<img src="/a.png" alt="" loading="lazy" decoding="async" />',
    ],
    ["<svg><script>alert(1)</script></svg><p>ok</p>", "<p>ok</p>"],
    ['<form action="https://evil.example"><input name="q"><button>Go</button></form>', "Go"],
    ['<object data="x"></object><embed src="x"><p>ok</p>', "<p>ok</p>"],
    [
      '<div class="review text-red-500 fixed" role="img" aria-label="5 av 5">★</div>',
      '<div class="review" role="img" aria-label="5 av 5">★</div>',
    ],
    ["<h1>Tittel</h1>", "<h2>Tittel</h2>"],
    ["<main><p>Body</p></main>", "<p>Body</p>"],
    [
      "<!doctype html><html><head><title>Hidden</title><meta charset=utf-8></head><body><p>Body</p></body></html>",
      "<p>Body</p>",
    ],
    ['<a href="https://example.org">ext</a>', '<a href="https://example.org" rel="noopener noreferrer">ext</a>'],
    ['<a href="/innsikt">int</a>', '<a href="/innsikt">int</a>'],
    ['<a href="//evil.example/x">x</a>', "<a>x</a>"],
  ];

  it.each(hostile)("HTML %s → %s", (input, expected) => {
    expect(renderContent(input, "html")).toBe(expected);
  });

  it("applies to markdown too, raw HTML and links included", () => {
    const html = renderContent(
      '# Tittel\n\n[klikk](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n<script>alert(1)</script>\n\n![bilde](/images/a.png "T")',
      "md",
    );
    expect(html).not.toMatch(/script|onerror|javascript/i);
    expect(html).toContain("<h2>Tittel</h2>");
    expect(html).toContain('<img src="/images/a.png" alt="bilde" title="T" loading="lazy" decoding="async" />');
  });
});

describe("images from Supabase Storage", () => {
  const storage = "https://project.supabase.co/storage/v1/object/public/generated-images/a/cover.png";
  const image = `<img src="${storage}" alt="">`;

  it("are kept when Supabase is configured, as the page may load them, and dropped without it", () => {
    const sanitize = createContentSanitizer(["https://project.supabase.co"]);
    expect(sanitize(image)).toBe(`<img src="${storage}" alt="" loading="lazy" decoding="async" />`);
    expect(sanitize('<img src="https://other.supabase.co/x.png">')).toBe("");
    expect(createContentSanitizer([])(image)).toBe("");
  });
});

describe("caching", () => {
  it("keeps what it read in production, and re-reads on every request in development", async () => {
    for (const [isProduction, expectFresh] of [
      [true, false],
      [false, true],
    ] as const) {
      const { loadStaticContent, contentDir } = await withContent({ "personvern.md": "Første versjon" }, isProduction);
      expect(await loadStaticContent("personvern", "nb")).toEqual({ kind: "md", html: "<p>Første versjon</p>\n" });
      await writeFile(path.join(contentDir, "personvern.md"), "Andre versjon");
      const again = await loadStaticContent("personvern", "nb");
      expect(again.kind === "md" && again.html, isProduction ? "production" : "development").toBe(
        expectFresh ? "<p>Andre versjon</p>\n" : "<p>Første versjon</p>\n",
      );
    }
  });
});
