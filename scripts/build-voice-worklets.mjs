// Copies the ElevenLabs client's audio worklets, and the resampler it loads in browsers that
// cannot record at the agent's sample rate, into public/build/voice (after `remix build` has
// emptied public/build), content-hashed so they are cached for a year like the rest of /build.
// The server reads their addresses from build/voice-worklets.json and hands them to the client:
// left to itself it would make them from blob: URLs (which our CSP refuses) and fetch the
// resampler from a CDN.
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outputDir = path.join(root, "public", "build", "voice");
const manifestFile = path.join(root, "build", "voice-worklets.json");
const require = createRequire(import.meta.url);

const WORKLETS = {
  rawAudioProcessor: "@elevenlabs/client/worklets/rawAudioProcessor.js",
  audioConcatProcessor: "@elevenlabs/client/worklets/audioConcatProcessor.js",
  libsamplerate: "@alexanderolsen/libsamplerate-js/dist/libsamplerate.worklet.js",
};

await mkdir(outputDir, { recursive: true });
await mkdir(path.dirname(manifestFile), { recursive: true });
const manifest = {};
for (const [name, specifier] of Object.entries(WORKLETS)) {
  const bytes = await readFile(require.resolve(specifier));
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
  const file = `${name}.${hash}.js`;
  await writeFile(path.join(outputDir, file), bytes);
  manifest[name] = `/build/voice/${file}`;
}
await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
