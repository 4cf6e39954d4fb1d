import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ArticleRowSchema } from "~/insights/article-row";
import { createSupabaseArticleSource } from "~/insights/supabase-articles.server";
import { backendArticle as row } from "../support/articles";
import { type FakeSupabase, startFakeSupabase, supabaseClientFor } from "../support/fake-supabase";

let fake: FakeSupabase;
let source: ReturnType<typeof createSupabaseArticleSource>;

beforeAll(async () => {
  fake = await startFakeSupabase();
  const client = supabaseClientFor(fake.url, fake.anonKey);
  source = createSupabaseArticleSource(client, { timeoutMs: 5_000, imageOrigins: [fake.url] });
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

const bodies = () => fake.requests.map((request) => JSON.parse(request.body || "{}"));

describe("the Supabase article source, on the wire", () => {
  it("lists and reads articles through RPC, dropping and logging rows that fail validation", async () => {
    // Ids no link could open are dropped too.
    fake.data.articles = [row("a"), { id: "x" }, row("bad-date", "soon"), "garbage", row(".."), row("b")];
    expect((await source.listArticles()).map((article) => article.id)).toEqual(["a", "b"]);
    expect(vi.mocked(console.warn)).toHaveBeenCalledWith(expect.stringContaining("supabase.row_dropped"));
    expect((await source.getArticle("b"))?.title).toBe("Artikkel b");
    expect(await source.getArticle("missing")).toBeNull();
    expect(fake.requests.map((request) => request.path)).toEqual([
      "/rest/v1/rpc/get_public_blog_articles",
      "/rest/v1/rpc/get_public_blog_article",
      "/rest/v1/rpc/get_public_blog_article",
    ]);
    expect(bodies()).toEqual([{}, { _id: "b" }, { _id: "missing" }]);
  });

  it("takes generated images from the article's own table first, then the other, keeping this site's and Storage's only", async () => {
    const ok = `${fake.url}/storage/v1/object/public/generated-images/a/ok.png`;
    const urls = ["javascript:alert(1)", "data:image/png;base64,AAAA", "http://[::1", "https://img.example/x.png", ok];
    fake.data.generatedImages["a/generated_articles"] = urls.map((url, id) => ({ id, url, alt_text: "Et bilde" }));
    const article = ArticleRowSchema.parse(row("a", undefined, { source: "content_intelligence" }));
    expect(await source.generatedImages(article, 4)).toEqual([{ src: ok, alt: "Et bilde" }]);
    expect(bodies()).toEqual([
      { _article_id: "a", _source_table: "content_intelligence" },
      { _article_id: "a", _source_table: "generated_articles" },
    ]);
  });

  it("falls back to the files of the storage folder named by the article id, as many as asked for", async () => {
    // "a/sub/x.png" makes a sub-folder, which the listing shows as a row without an id.
    fake.data.storedImages.a = ["1.png", "2.png", "3.png", "0-sub/x.png"];
    const images = await source.generatedImages(ArticleRowSchema.parse(row("a")), 4);
    expect(images.map((image) => image.src)).toEqual(
      ["1.png", "2.png", "3.png"].map((name) => `${fake.url}/storage/v1/object/public/generated-images/a/${name}`),
    );
    expect(bodies().at(-1)).toMatchObject({ prefix: "a", limit: 4 });
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
