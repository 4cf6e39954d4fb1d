import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ArticleRowSchema } from "~/insights/article-row";
import { createSupabaseArticleSource } from "~/insights/supabase-articles.server";
import { backendArticle as row } from "../support/articles";
import { type FakeSupabase, startFakeSupabase, supabaseClientFor } from "../support/fake-supabase";

let fake: FakeSupabase;
let source: ReturnType<typeof createSupabaseArticleSource>;

beforeAll(async () => {
  fake = await startFakeSupabase();
  source = createSupabaseArticleSource(supabaseClientFor(fake.url, fake.anonKey), { timeoutMs: 5_000 });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterAll(async () => {
  vi.restoreAllMocks();
  await fake.stop();
});

beforeEach(() => {
  fake.setMode("ok");
  fake.requests.length = 0;
  fake.data.articles = [];
  fake.data.generatedImages = {};
  fake.data.storedImages = {};
});

const parsedRow = (id: string) => ArticleRowSchema.parse(row(id));
const images = (urls: string[]) => urls.map((url, index) => ({ id: index, url, alt_text: "" }));

describe("the Supabase article source, on the wire", () => {
  it("lists through RPC get_public_blog_articles with the anon key, newest first", async () => {
    fake.data.articles = [row("a"), row("b", "2026-03-01T00:00:00Z")];
    expect((await source.listArticles()).map((article) => article.id)).toEqual(["b", "a"]);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: "POST", path: "/rest/v1/rpc/get_public_blog_articles" });
    expect(request?.headers.apikey).toBe(fake.anonKey);
    expect(request?.headers.authorization).toBe(`Bearer ${fake.anonKey}`);
    expect(JSON.parse(request?.body || "{}")).toEqual({});
  });

  it("drops and logs malformed rows instead of failing", async () => {
    fake.data.articles = [
      row("ok"),
      { id: "x" },
      row("bad-date", "soon"),
      "garbage",
      null,
      // Ids no link could open.
      row("x".repeat(129)),
      row(".."),
    ];
    expect((await source.listArticles()).map((article) => article.id)).toEqual(["ok"]);
    expect(vi.mocked(console.warn)).toHaveBeenCalledWith(expect.stringContaining("supabase.row_dropped"));
  });

  it("reads one article through get_public_blog_article with _id, using the first element", async () => {
    fake.data.articles = [row("a"), row("b", "2026-02-01T00:00:00Z")];
    expect((await source.getArticle("b"))?.title).toBe("Artikkel b");
    expect(fake.requests.at(-1)).toMatchObject({ path: "/rest/v1/rpc/get_public_blog_article" });
    expect(JSON.parse(fake.requests.at(-1)?.body ?? "")).toEqual({ _id: "b" });
    expect(await source.getArticle("missing")).toBeNull();
  });

  it("tries generated images from the article's own table first, then the other", async () => {
    const found = { id: 7, url: "https://img.example/a.png", alt_text: "Et bilde" };
    fake.data.generatedImages["a/generated_articles"] = [found];
    const article = ArticleRowSchema.parse(row("a", undefined, { source: "content_intelligence" }));
    expect(await source.generatedImages(article, 4)).toEqual([{ src: found.url, alt: found.alt_text }]);
    expect(fake.requests.map((request) => JSON.parse(request.body || "{}"))).toEqual([
      { _article_id: "a", _source_table: "content_intelligence" },
      { _article_id: "a", _source_table: "generated_articles" },
    ]);
  });

  it("drops generated images whose address is no http(s) URL", async () => {
    const urls = ["javascript:alert(1)", "data:image/png;base64,AAAA", "http://[::1", "https://img.example/ok.png"];
    fake.data.generatedImages["a/generated_articles"] = images(urls);
    const kept = await source.generatedImages(parsedRow("a"), 4);
    expect(kept.map((image) => image.src)).toEqual(["https://img.example/ok.png"]);
  });

  it("falls back to the storage folder named by the article id, with limit 4 for the page and 1 for a card", async () => {
    // "a/sub/x.png" makes a sub-folder, which the listing shows as a row without an id.
    fake.data.storedImages.a = ["1.png", "2.png", "3.png", "4.png", "5.png", "0-sub/x.png"];
    const page = await source.generatedImages(parsedRow("a"), 4);
    expect(page.map((image) => image.src)).toEqual(
      ["1.png", "2.png", "3.png"].map((name) => `${fake.url}/storage/v1/object/public/generated-images/a/${name}`),
    );
    const list = fake.requests.find((request) => request.path === "/storage/v1/object/list/generated-images");
    expect(JSON.parse(list?.body ?? "{}")).toMatchObject({ prefix: "a", limit: 4 });
    fake.data.storedImages.a = ["1.png", "2.png"];
    expect(await source.generatedImages(parsedRow("a"), 1)).toHaveLength(1);
    expect(JSON.parse(fake.requests.at(-1)?.body ?? "{}")).toMatchObject({ prefix: "a", limit: 1 });
  });

  it.each([
    [
      "PostgREST's 500: status, code and message",
      "error500",
      "HTTP 500 57014 canceling statement due to statement timeout",
    ],
    ["an answer that is not PostgREST's: its status", "garbage", "HTTP 200 {not json"],
  ] as const)("names what failed, for %s", async (_, mode, reason) => {
    fake.setMode(mode);
    await expect(source.listArticles()).rejects.toThrow(`get_public_blog_articles: ${reason}`);
  });
});
