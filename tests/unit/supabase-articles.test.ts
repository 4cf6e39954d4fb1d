import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ArticleRowSchema } from "~/insights/article-row";
import { createSupabaseArticleSource, imageTablesFor } from "~/insights/supabase-articles.server";
import { type FakeSupabase, startFakeSupabase, supabaseClientFor } from "../support/fake-supabase";

const row = (id: string, created: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Tittel ${id}`,
  content: "Tekst",
  created_at: created,
  updated_at: created,
  source: "generated_articles",
  title_en: null,
  content_en: null,
  translation_status: null,
  ...extra,
});

let fake: FakeSupabase;
let source: ReturnType<typeof createSupabaseArticleSource>;

beforeAll(async () => {
  fake = await startFakeSupabase();
  source = createSupabaseArticleSource(supabaseClientFor(fake.url, fake.anonKey), { timeoutMs: 300 });
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

describe("the Supabase article source, on the wire", () => {
  it("lists through RPC get_public_blog_articles with the anon key, newest first", async () => {
    fake.data.articles = [row("a", "2026-01-01T00:00:00Z"), row("b", "2026-03-01T00:00:00Z")];
    expect((await source.listArticles()).map((article) => article.id)).toEqual(["b", "a"]);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: "POST", path: "/rest/v1/rpc/get_public_blog_articles" });
    expect(request?.headers.apikey).toBe(fake.anonKey);
    expect(request?.headers.authorization).toBe(`Bearer ${fake.anonKey}`);
    expect(JSON.parse(request?.body || "{}")).toEqual({});
  });

  it("drops and logs malformed rows instead of failing", async () => {
    fake.data.articles = [row("ok", "2026-01-01T00:00:00Z"), { id: "x" }, row("bad-date", "soon"), "garbage", null];
    expect((await source.listArticles()).map((article) => article.id)).toEqual(["ok"]);
    expect(vi.mocked(console.warn)).toHaveBeenCalledWith(expect.stringContaining("supabase.row_dropped"));
  });

  it("reads one article through get_public_blog_article with _id, using the first element", async () => {
    fake.data.articles = [row("a", "2026-01-01T00:00:00Z"), row("b", "2026-02-01T00:00:00Z")];
    expect((await source.getArticle("b"))?.title).toBe("Tittel b");
    expect(fake.requests.at(-1)).toMatchObject({ path: "/rest/v1/rpc/get_public_blog_article" });
    expect(JSON.parse(fake.requests.at(-1)?.body ?? "")).toEqual({ _id: "b" });
    expect(await source.getArticle("missing")).toBeNull();
  });

  it("tries generated images from the article's own table first, then the other", async () => {
    const article = row("a", "2026-01-01T00:00:00Z", { source: "content_intelligence" });
    fake.data.generatedImages["a/generated_articles"] = [
      { id: 7, url: "https://img.example/a.png", alt_text: "Et bilde" },
    ];
    const images = await source.generatedImages(
      { ...article, updated_at: article.created_at, title_en: null, content_en: null, translation_status: null },
      4,
    );
    expect(images).toEqual([{ id: "7", url: "https://img.example/a.png", alt_text: "Et bilde" }]);
    expect(fake.requests.map((request) => JSON.parse(request.body || "{}"))).toEqual([
      { _article_id: "a", _source_table: "content_intelligence" },
      { _article_id: "a", _source_table: "generated_articles" },
    ]);
    expect(imageTablesFor("generated_articles")).toEqual(["generated_articles", "content_intelligence"]);
    expect(imageTablesFor("something_else")).toEqual(["generated_articles", "content_intelligence"]);
  });

  it("falls back to the storage folder named by the article id, with the limit, as public URLs", async () => {
    fake.data.storedImages.a = ["1.png", "2.png", "3.png", "4.png", "5.png"];
    const parsed = ArticleRowSchema.parse(row("a", "2026-01-01T00:00:00Z"));
    const four = await source.generatedImages(parsed, 4);
    expect(four.map((image) => image.url)).toEqual(
      ["1.png", "2.png", "3.png", "4.png"].map(
        (name) => `${fake.url}/storage/v1/object/public/generated-images/a/${name}`,
      ),
    );
    const list = fake.requests.find((request) => request.path === "/storage/v1/object/list/generated-images");
    expect(JSON.parse(list?.body ?? "{}")).toMatchObject({ prefix: "a", limit: 4 });
    expect(await source.generatedImages(parsed, 1)).toHaveLength(1);
  });

  it.each(["error500", "garbage"] as const)(
    "throws when the backend answers %s, so callers can fall back",
    async (mode) => {
      fake.setMode(mode);
      await expect(source.listArticles()).rejects.toThrow();
    },
  );

  it("gives up on a stalled backend after its timeout", async () => {
    fake.setMode("stall");
    const started = Date.now();
    await expect(source.listArticles()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
