import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // The files share their workers' module graph instead of importing the app afresh each (most of
    // the run was that: about 30 s for 3 s of tests). Each test builds what it tests (a loader, a
    // store, a detector) from its own arguments, so none depends on another's module state; their
    // order does not matter (checked with --sequence.shuffle).
    isolate: false,
  },
});
