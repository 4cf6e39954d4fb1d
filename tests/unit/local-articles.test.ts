import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLocalArticleSource, parseLocalArticleFile } from "~/insights/local-articles.server";

const file = (frontMatter: string, body = "Brødtekst.") => `---\n${frontMatter}\n---\n${body}\n`;

describe("a local article file", () => {
  beforeAll(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("gives the row's fields from the front matter and the body as content", () => {
    const people = "author: Kari Nordmann\nreviewer: Ola Hansen\nreviewer_title: psykologspesialist";
    const frontMatter = `id: sovn\ntitle: "Søvn"\ncreated_at: "2026-03-14T08:30:00Z"\nupdated_at: 2026-03-20T10:00:00Z\n${people}`;
    expect(parseLocalArticleFile("a.md", file(`${frontMatter}\ncontent_en: |\n  ## Sleep`, "## Søvn"))).toEqual({
      file: "a.md",
      sample: false,
      row: {
        id: "sovn",
        title: "Søvn",
        content: "## Søvn",
        content_en: "## Sleep\n",
        // YAML's dates and Supabase's strings alike.
        created_at: "2026-03-14T08:30:00.000Z",
        updated_at: "2026-03-20T10:00:00.000Z",
        author: "Kari Nordmann",
        reviewer: "Ola Hansen",
        reviewer_title: "psykologspesialist",
      },
    });
  });

  it.each([
    ["no title", 'id: b\ncreated_at: "2026-01-01T00:00:00Z"'],
    ["a date that is not one", 'id: b\ntitle: "B"\ncreated_at: "snart"'],
    ["broken YAML", 'id: b\ntitle: "B\ncreated_at: ['],
    ["an id no link could open", 'id: ".."\ntitle: "B"\ncreated_at: "2026-01-01T00:00:00Z"'],
    [
      "a sample mark that is neither true nor false",
      'id: b\ntitle: "B"\ncreated_at: "2026-01-01T00:00:00Z"\nsample: "ja"',
    ],
  ])("is dropped with %s, and logged", (_, frontMatter) => {
    vi.mocked(console.warn).mockClear();
    expect(parseLocalArticleFile("bad.md", file(frontMatter))).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("bad.md"));
  });
});

describe("the local article source", () => {
  let contentDir: string;
  afterAll(async () => {
    await rm(contentDir, { recursive: true, force: true });
  });

  it("lists every valid markdown file of the articles folder, and none without the folder", async () => {
    contentDir = await mkdtemp(path.join(tmpdir(), "articles-"));
    await mkdir(path.join(contentDir, "articles"));
    const write = (name: string, text: string) => writeFile(path.join(contentDir, "articles", name), text);
    await write("new.md", file('id: new\ntitle: "New"\ncreated_at: "2026-11-01T00:00:00Z"'));
    await write("old.md", file('id: old\ntitle: "Old"\ncreated_at: "2025-09-01T00:00:00Z"'));
    await write("broken.md", file("title: only"));
    await write("notes.txt", "not an article");
    const source = createLocalArticleSource({ contentDir });
    expect((await source.listArticles()).map((row) => row.id)).toEqual(["new", "old"]);
    expect((await source.getArticle("old"))?.title).toBe("Old");
    const none = createLocalArticleSource({ contentDir: path.join(tmpdir(), "does-not-exist") });
    expect(await none.listArticles()).toEqual([]);
  });
});
