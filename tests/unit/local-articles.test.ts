import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLocalArticleSource, parseLocalArticleFile } from "~/insights/local-articles.server";

/** The article row of one file (null when the file is not a valid article). */
const parseArticleFile = (name: string, text: string) => parseLocalArticleFile(name, text)?.row ?? null;

const file = (frontMatter: string, body = "Brødtekst.") => `---\n${frontMatter}\n---\n${body}\n`;

describe("parseArticleFile", () => {
  beforeAll(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("reads the row's fields from the front matter and the body as content", () => {
    const row = parseArticleFile(
      "a.md",
      file(
        [
          "id: sovn",
          'title: "Søvn"',
          'title_en: "Sleep"',
          'created_at: "2026-03-14T08:30:00Z"',
          "updated_at: 2026-03-20T10:00:00Z",
          "source: generated_articles",
          "translation_status: translated",
          "content_en: |",
          "  ## Sleep",
          "",
          "  Body.",
        ].join("\n"),
        "## Søvn\n\nTekst.",
      ),
    );
    expect(row).toEqual({
      id: "sovn",
      title: "Søvn",
      title_en: "Sleep",
      content: "## Søvn\n\nTekst.",
      content_en: "## Sleep\n\nBody.\n",
      created_at: "2026-03-14T08:30:00.000Z",
      updated_at: "2026-03-20T10:00:00.000Z",
      source: "generated_articles",
      translation_status: "translated",
    });
  });

  it("treats missing translations as none", () => {
    const row = parseArticleFile("b.md", file('id: b\ntitle: "B"\ncreated_at: "2026-01-01T00:00:00Z"'));
    expect(row).toMatchObject({ title_en: null, content_en: null, translation_status: null });
  });

  it.each([
    ["no id", 'title: "B"\ncreated_at: "2026-01-01T00:00:00Z"'],
    ["no title", 'id: b\ncreated_at: "2026-01-01T00:00:00Z"'],
    ["a date that is not one", 'id: b\ntitle: "B"\ncreated_at: "snart"'],
    ["broken YAML", 'id: b\ntitle: "B\ncreated_at: ['],
    ["an id no link could open", 'id: ".."\ntitle: "B"\ncreated_at: "2026-01-01T00:00:00Z"'],
    ["an id of 129 characters", `id: ${"x".repeat(129)}\ntitle: "B"\ncreated_at: "2026-01-01T00:00:00Z"`],
  ])("drops a file with %s, and logs it", (_, frontMatter) => {
    const warn = vi.mocked(console.warn);
    warn.mockClear();
    expect(parseArticleFile("bad.md", file(frontMatter))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("bad.md"));
  });
});

describe("the local article source", () => {
  let contentDir: string;
  afterAll(async () => {
    await rm(contentDir, { recursive: true, force: true });
  });

  it("lists every valid markdown file, newest first", async () => {
    contentDir = await mkdtemp(path.join(tmpdir(), "articles-"));
    await mkdir(path.join(contentDir, "articles"));
    const write = (name: string, text: string) => writeFile(path.join(contentDir, "articles", name), text);
    await write("old.md", file('id: old\ntitle: "Old"\ncreated_at: "2025-09-01T00:00:00Z"'));
    await write("new.md", file('id: new\ntitle: "New"\ncreated_at: "2026-11-01T00:00:00Z"'));
    await write("mid.md", file('id: mid\ntitle: "Mid"\ncreated_at: "2026-02-01T00:00:00Z"'));
    await write("broken.md", file("title: only"));
    await write("notes.txt", "not an article");
    const source = createLocalArticleSource({ contentDir });
    expect((await source.listArticles()).map((row) => row.id)).toEqual(["new", "mid", "old"]);
  });

  it("is empty when there is no articles folder", async () => {
    const source = createLocalArticleSource({ contentDir: path.join(tmpdir(), "does-not-exist") });
    expect(await source.listArticles()).toEqual([]);
  });
});
