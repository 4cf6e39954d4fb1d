import { describe, expect, it, vi } from "vitest";
import { type ArticleRow, ArticleRowSchema } from "~/insights/article-row";
import type { ArticleSource } from "~/insights/article-source";
import { createArticleStore } from "~/insights/article-store.server";

const row = (id: string): ArticleRow =>
  ArticleRowSchema.parse({ id, title: id, content: "x", created_at: "2026-01-01T00:00:00Z" });

function fakeSource(list: () => Promise<ArticleRow[]>): ArticleSource & { calls: () => number } {
  const listArticles = vi.fn(list);
  return {
    listArticles,
    getArticle: async (id) => (id === "a" ? row("a") : null),
    generatedImages: async () => [],
    calls: () => listArticles.mock.calls.length,
  };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the article store", () => {
  it("asks the source once while the data is fresh, and once for simultaneous requests", async () => {
    const source = fakeSource(async () => {
      await tick(20);
      return [row("a")];
    });
    const store = createArticleStore(source, { ttlMs: 60_000 });
    const results = await Promise.all([store.listArticles(), store.listArticles(), store.listArticles()]);
    expect(results.map((list) => list.map((article) => article.id))).toEqual([["a"], ["a"], ["a"]]);
    await store.listArticles();
    expect(source.calls()).toBe(1);
  });

  it("serves stale data while it refreshes, and keeps it when the refresh fails", async () => {
    let answer: () => Promise<ArticleRow[]> = async () => [row("old")];
    const source = fakeSource(() => answer());
    const store = createArticleStore(source, { ttlMs: 10 });
    expect((await store.listArticles())[0]?.id).toBe("old");
    await tick(20);
    answer = async () => {
      throw new Error("backend down");
    };
    expect((await store.listArticles())[0]?.id).toBe("old");
    await tick(5);
    expect((await store.listArticles())[0]?.id).toBe("old");
    answer = async () => [row("new")];
    await tick(20);
    await store.listArticles();
    await tick(5);
    expect((await store.listArticles())[0]?.id).toBe("new");
  });

  it("does not remember a failure: the next request asks again", async () => {
    let fail = true;
    const source = fakeSource(async () => {
      if (fail) throw new Error("backend down");
      return [row("a")];
    });
    const store = createArticleStore(source, { ttlMs: 60_000 });
    await expect(store.listArticles()).rejects.toThrow();
    fail = false;
    expect((await store.listArticles())[0]?.id).toBe("a");
    expect(source.calls()).toBe(2);
  });

  it("remembers a missing article as missing", async () => {
    const store = createArticleStore(
      fakeSource(async () => []),
      { ttlMs: 60_000 },
    );
    expect(await store.getArticle("nope")).toBeNull();
    expect((await store.getArticle("a"))?.id).toBe("a");
  });
});

describe("the circuit breaker", () => {
  it("stops asking a failing backend after three failures in a row, and tries again after the cooldown", async () => {
    const source = fakeSource(async () => {
      throw new Error("backend down");
    });
    const store = createArticleStore(source, { ttlMs: 60_000, cooldownMs: 50 });
    for (let attempt = 0; attempt < 5; attempt += 1) await expect(store.listArticles()).rejects.toThrow();
    expect(source.calls()).toBe(3);
    await tick(60);
    await expect(store.listArticles()).rejects.toThrow();
    expect(source.calls()).toBe(4);
  });
});
