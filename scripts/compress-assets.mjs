// Compresses the build's text assets once, at build time (Brotli at its best level and gzip),
// so the server hands out ready files instead of compressing every script for every visitor.
// the server serves them with express-static-gzip; images are compressed formats already.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const assetsDir = path.resolve(import.meta.dirname, "..", "public", "build");
const TEXT = /\.(js|css|svg|json)$/;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

const entries = await readdir(assetsDir, { withFileTypes: true, recursive: true });
const files = entries
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
let before = 0;
let after = 0;
for (const file of files) {
  const bytes = await readFile(file);
  const brotli = await toBrotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, await toGzip(bytes, { level: 9 }));
  before += bytes.length;
  after += brotli.length;
}
console.log(
  `Precompressed ${files.length} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB Brotli`,
);
