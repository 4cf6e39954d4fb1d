import type { Page, WebSocketRoute } from "@playwright/test";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { analyze, watchForProblems } from "../../support/page-checks";

// The vendor's conversation socket; Playwright answers it in the browser, so nothing leaves the machine.
const SOCKET = /^wss:\/\/api\.elevenlabs\.io\/v1\/convai\/conversation\?/;
// The first event of ElevenLabs' conversation protocol: the audio formats both ways.
const METADATA = {
  type: "conversation_initiation_metadata",
  conversation_initiation_metadata_event: {
    conversation_id: "conv_test",
    agent_output_audio_format: "pcm_16000",
    user_input_audio_format: "pcm_16000",
  },
};

/**
 * A fake ElevenLabs agent: the sockets the page opened, what it sent, whether it answers a new
 * conversation (which a test may change), and when the page closed each socket (`closedByPage`).
 * `hangs`: like a server that has gone silent, it never answers the page's close either, so the
 * page's socket stays "closing" (a browser waits a minute for the answer).
 */
async function fakeAgent(page: Page, { answers = true, hangs = false } = {}) {
  const closings: Promise<void>[] = [];
  const agent = {
    sockets: [] as WebSocketRoute[],
    urls: [] as URL[],
    received: [] as { type?: string }[],
    answers,
    closedByPage: async (index: number) => {
      await expect.poll(() => closings.length).toBeGreaterThan(index);
      await closings[index];
    },
  };
  await page.routeWebSocket(SOCKET, (socket) => {
    agent.sockets.push(socket);
    agent.urls.push(new URL(socket.url()));
    closings.push(
      new Promise((resolve) => {
        socket.onClose((code, reason) => {
          // As a server does: the page's close is answered, so the page's socket finishes closing.
          if (!hangs) void socket.close({ code, reason }).catch(() => undefined);
          resolve();
        });
      }),
    );
    socket.onMessage((message) => {
      const event = JSON.parse(String(message)) as { type?: string };
      agent.received.push(event);
      if (agent.answers && event.type === "conversation_initiation_client_data") {
        socket.send(JSON.stringify(METADATA));
      }
    });
  });
  return agent;
}

/** Watches the page's microphone: the state of every track getUserMedia gave it, and how many are still open. */
async function watchMicrophone(page: Page) {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    Object.assign(window, { __microphone: streams });
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      streams.push(stream);
      return stream;
    };
  });
  const tracks = () =>
    page.evaluate(() =>
      ((window as Window & { __microphone?: MediaStream[] }).__microphone ?? [])
        .flatMap((stream) => stream.getTracks())
        .map((track) => track.readyState),
    );
  return { tracks, liveTracks: async () => (await tracks()).filter((state) => state === "live").length };
}

/** Half a second of a 440 Hz tone as the agent sends speech: 16-bit PCM at 16 kHz, base64. */
const tone = Int16Array.from({ length: 8_000 }, (_, i) =>
  Math.round(8_000 * Math.sin((2 * Math.PI * 440 * i) / 16_000)),
);
const AGENT_SPEECH = Buffer.from(tone.buffer).toString("base64");

// The voice site (its backend is not asked) is the tests' base URL.
test.use({
  backedEnv: { VOICE_AGENT_ID_NB: "agent_nb_test", VOICE_AGENT_ID_EN: "agent_en_test" },
  baseURL: async ({ backed }, use) => use(backed.site.url),
});

const panel = (page: Page, lang: "nb" | "en") => page.getByRole("dialog", { name: bundles[lang].voice.title });
const status = (page: Page, lang: "nb" | "en") => panel(page, lang).getByRole("status");

/** Opens a page of the voice site and presses its launcher. */
async function pressLauncher(page: Page, lang: "nb" | "en", path: string) {
  await page.goto(path);
  await page.getByRole("button", { name: bundles[lang].voice.launch }).click();
}

/** The visitor's go-ahead, on the notice the launcher's first press of a visit shows. */
async function pressStart(page: Page, lang: "nb" | "en") {
  await panel(page, lang).getByRole("button", { name: bundles[lang].voice.noticeStart }).click();
}

/** Opens a page of the voice site, presses its launcher, and starts the conversation. */
async function startConversation(page: Page, lang: "nb" | "en", path: string) {
  await pressLauncher(page, lang, path);
  await pressStart(page, lang);
}

test("says where speech goes before the microphone opens, once a visit, loads nothing of the vendor's until then nor from elsewhere, talks to the agent of the page's language through the states a visitor hears, follows a switch to English and keeps talking across pages", async ({
  page,
  backed,
}) => {
  // A whole visit: four page loads, three conversations.
  test.setTimeout(90_000);
  const problems = watchForProblems(page);
  const agent = await fakeAgent(page);
  const microphone = await watchMicrophone(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const foreign = () => requests.filter((url) => !url.startsWith(backed.site.url));
  // The server logs every file it sends, also those a worklet fetches (which pages do not see).
  const workletsServed = () => backed.site.logs().match(/"path":"\/build\/voice\/\w+\.[0-9a-f]{8}\.js"/g) ?? [];
  const workletsBefore = workletsServed().length;
  await page.goto("/", { waitUntil: "networkidle" });
  const before = new Set(requests);
  await page.getByRole("button", { name: bundles.nb.voice.launch }).click();
  await expect(panel(page, "nb")).toBeFocused();
  await expect(panel(page, "nb")).toContainText("Det du sier, behandles av ElevenLabs i USA.");
  await expect(panel(page, "nb").getByRole("link", { name: bundles.nb.voice.noticePrivacy })).toHaveAttribute(
    "href",
    "/personvern",
  );
  await expect(panel(page, "nb").getByRole("link", { name: bundles.nb.menu.aiGuide })).toHaveAttribute(
    "href",
    "/ai-veilederen",
  );
  expect(await analyze(page, "[role=dialog]")).toEqual([]);
  expect(await microphone.tracks()).toEqual([]);
  expect(agent.sockets).toEqual([]);
  expect(workletsServed()).toHaveLength(workletsBefore);

  await pressStart(page, "nb");
  await expect(status(page, "nb")).toHaveText(bundles.nb.voice.state.listening);
  expect(await microphone.liveTracks()).toBeGreaterThan(0);
  // The vendor's client is a chunk of our own build, its worklets our own copies: all from this origin.
  expect(foreign()).toEqual([]);
  const loaded = requests.filter((url) => !before.has(url) && /^\/build\/.+\.js$/.test(new URL(url).pathname));
  expect(loaded.length).toBeGreaterThan(0);
  expect(workletsServed().length).toBeGreaterThan(workletsBefore);
  // The panel (in place of the launcher) alone: the page around it is audited in pages.js.spec.ts.
  expect(await analyze(page, "[role=dialog]")).toEqual([]);
  expect(agent.urls.map((url) => url.searchParams.get("agent_id"))).toEqual(["agent_nb_test"]);
  // The microphone is on: the client streams it to the agent.
  await expect.poll(() => agent.received.some((event) => "user_audio_chunk" in event)).toBe(true);

  agent.sockets[0]?.send(JSON.stringify({ type: "audio", audio_event: { audio_base_64: AGENT_SPEECH, event_id: 1 } }));
  await expect(status(page, "nb")).toHaveText(bundles.nb.voice.state.speaking);
  await expect(status(page, "nb")).toHaveText(bundles.nb.voice.state.listening);

  // The connection is lost; trying again gets a socket of its own.
  await agent.sockets[0]?.close({ code: 1011, reason: "internal error" });
  await expect(status(page, "nb")).toHaveText(bundles.nb.voice.state.connectionLost);
  await page.getByRole("button", { name: bundles.nb.voice.retry }).click();
  await expect(status(page, "nb")).toHaveText(bundles.nb.voice.state.listening);
  expect(agent.sockets).toHaveLength(2);

  // The agent says goodbye.
  await agent.sockets[1]?.close({ code: 1000, reason: "conversation over" });
  await expect(status(page, "nb")).toHaveText(bundles.nb.voice.state.ended);
  await expect(page.getByRole("button", { name: bundles.nb.voice.restart })).toBeVisible();

  // Closed on the visitor's word, it gives the launcher the focus back.
  await page.keyboard.press("Escape");
  await expect(panel(page, "nb")).toHaveCount(0);
  await expect(page.getByRole("button", { name: bundles.nb.voice.launch })).toBeFocused();

  // Later in the visit (the page loaded again), switched to English in the browser, the launcher talks
  // to the English agent, at once.
  await page.reload();
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.getByRole("button", { name: bundles.en.voice.launch }).click();
  await expect(status(page, "en")).toHaveText(bundles.en.voice.state.listening);
  await expect(panel(page, "en")).not.toContainText("ElevenLabs");
  expect(agent.urls.map((url) => url.searchParams.get("agent_id"))).toEqual([
    "agent_nb_test",
    "agent_nb_test",
    "agent_en_test",
  ]);

  // Browsing on keeps the conversation: same socket, same panel.
  let closedEarly = false;
  void agent.closedByPage(2).then(() => {
    closedEarly = true;
  });
  await page.getByRole("navigation").getByRole("link", { name: "Insights" }).first().click();
  await expect(page).toHaveURL(/\/en\/insights$/);
  await expect(status(page, "en")).toHaveText(bundles.en.voice.state.listening);
  expect(closedEarly).toBe(false);
  expect(agent.sockets).toHaveLength(3);

  // Made small, the panel keeps its state line; shown whole again, its buttons.
  await page.getByRole("button", { name: bundles.en.voice.minimise }).click();
  await expect(page.getByRole("button", { name: bundles.en.voice.end, exact: true })).toHaveCount(0);
  await expect(status(page, "en")).toHaveText(bundles.en.voice.state.listening);
  await page.getByRole("button", { name: bundles.en.voice.expand }).click();
  const closed = agent.closedByPage(2);
  await page.getByRole("button", { name: bundles.en.voice.end, exact: true }).click();
  await expect(status(page, "en")).toHaveText(bundles.en.voice.state.ended);
  await closed;
  // No CSP violation and no script error on the way: the client's chunk, its worklets and the audio
  // passed. (A socket Playwright answers is not checked against the CSP; the header test is below.)
  expect(problems()).toEqual([]);
});

test("says so when the microphone is refused and offers the contact form instead; writing instead ends a conversation", async ({
  page,
}) => {
  // The test browser grants the microphone without asking (playwright.config.ts): until the visitor
  // allows it, the browser's answer to a refusal.
  await page.addInitScript(() => {
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) =>
      "__microphoneAllowed" in window
        ? getUserMedia(constraints)
        : Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  const agent = await fakeAgent(page);
  await startConversation(page, "nb", "/");
  await expect(status(page, "nb")).toHaveText(bundles.nb.voice.state.microphoneBlocked);
  expect(agent.sockets).toEqual([]);
  expect(await analyze(page, "[role=dialog]")).toEqual([]);
  await expect(page.getByRole("link", { name: bundles.nb.voice.writeLink })).toBeVisible();

  await page.evaluate(() => Object.assign(window, { __microphoneAllowed: true }));
  await page.getByRole("button", { name: bundles.nb.voice.retry }).click();
  await expect(status(page, "nb")).toHaveText(bundles.nb.voice.state.listening);
  const closed = agent.closedByPage(0);
  await page.getByRole("link", { name: bundles.nb.voice.writeLink }).click();
  await expect(page.getByRole("dialog", { name: bundles.nb.screens.contact.heading })).toBeVisible();
  await closed;
  await expect(status(page, "nb")).toHaveText(bundles.nb.voice.state.ended);
});

test("with an agent that never answers, ending says so until the connection drops; else the wait is bounded, said while the vendor's client holds on, and hung up the moment it answers; each frees the microphone", async ({
  page,
}) => {
  const { voice } = bundles.en;
  await page.clock.install();
  // An agent gone silent: it answers nothing, not even the page's close.
  const { liveTracks } = await watchMicrophone(page);
  const agent = await fakeAgent(page, { answers: false, hangs: true });
  await startConversation(page, "en", "/en");
  await expect(status(page, "en")).toHaveText(voice.state.connecting);
  await expect.poll(() => agent.received.length).toBe(1);

  await page.getByRole("button", { name: voice.end, exact: true }).click();
  await expect(status(page, "en")).toHaveText(voice.state.stopping);
  expect(await liveTracks()).toBeGreaterThan(0);
  await agent.sockets[0]?.close({ code: 1011, reason: "gone" });
  await expect(status(page, "en")).toHaveText(voice.state.ended);
  await expect.poll(liveTracks).toBe(0);

  // Started again, and still not answered: given up on after 15 s.
  await page.getByRole("button", { name: voice.restart }).click();
  await expect(status(page, "en")).toHaveText(voice.state.connecting);
  await expect.poll(() => agent.received.length).toBe(2);
  await page.clock.fastForward(15_000);
  await expect(status(page, "en")).toHaveText(voice.state.stopping);
  await expect(panel(page, "en").getByRole("button", { name: voice.retry })).toHaveCount(0);
  agent.sockets[1]?.send(JSON.stringify(METADATA));
  await agent.closedByPage(1);
  await expect(status(page, "en")).toHaveText(voice.state.unavailable);
  await expect.poll(liveTracks).toBe(0);

  // The agent answers from now on; trying again gets a socket of its own, and talks.
  agent.answers = true;
  await page.getByRole("button", { name: voice.retry }).click();
  await expect(status(page, "en")).toHaveText(voice.state.listening);
  expect(agent.sockets).toHaveLength(3);
});

// The vendor's client is a chunk of our build named after the module it enters by (web.js).
test("says so when the vendor's chunk cannot be loaded", async ({ page }) => {
  const agent = await fakeAgent(page);
  await page.route(/\/build\/_shared\/web-\w+\.js$/, (route) => route.fulfill({ status: 503, body: "" }));
  await startConversation(page, "en", "/en");
  await expect(page.getByRole("status").filter({ hasText: bundles.en.voice.state.unavailable })).toBeVisible();
  expect(agent.sockets).toEqual([]);
});

test("allows the vendor's socket in the CSP once an agent is configured, on every page; without an agent, neither it nor a launcher", async ({
  page,
  request,
  site,
}) => {
  const connectSrc = async (url: string) =>
    ((await request.get(url)).headers()["content-security-policy"] ?? "").match(/connect-src ([^;]*)/)?.[1];
  // Every page: a page keeps the policy it was loaded with while the visitor browses on.
  for (const path of ["/", "/en/why", "/innsikt", "/en/does-not-exist"]) {
    expect(await connectSrc(path), path).toBe("'self' wss://api.elevenlabs.io");
  }
  // The default site has no agent.
  expect(await connectSrc(site.url)).toBe("'self'");
  await page.goto(site.url);
  await expect(page.getByRole("button", { name: bundles.nb.home.testimonials.pause })).toBeVisible();
  await expect(page.getByRole("button", { name: bundles.nb.voice.launch })).toHaveCount(0);
});
