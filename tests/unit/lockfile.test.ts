import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

type LockedPackage = { os?: string[]; cpu?: string[]; optional?: boolean };

// `npm ci` stops (EBADPLATFORM) on any machine a required package's `os` or `cpu` leaves out;
// an optional one is skipped there. The site installs on macOS arm64, Linux x64 and Linux arm64.
it("the lockfile requires no package that installs on some platforms only", () => {
  const { packages } = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, LockedPackage>;
  };
  const platformBound = Object.entries(packages)
    .filter(([, locked]) => (locked.os || locked.cpu) && !locked.optional)
    .map(([path]) => path);
  expect(platformBound).toEqual([]);
});
