// The one route table. remix.config.js mounts it; the menu, the language
// switcher, canonical/hreflang links and the sitemap all read it.
// Plain JavaScript (typed with JSDoc) because remix.config.js loads it directly.

/** @typedef {"nb" | "en"} Language */

/**
 * @typedef {object} Screen
 * @property {string} id Stable name; the Remix route ids are `${id}.nb`, `${id}.en` and, for aliases, `${id}.nb.N`,
 *   and the route module is app/screens/<id in kebab case>.tsx.
 * @property {{ nb: string, en: string }} paths URL pattern per language (`:param` segments, `*` splat); both
 *   languages take the same parameters, and only English paths start with `/en`.
 * @property {readonly string[]} [aliases] Extra nb URL patterns served by the same screen; canonical stays `paths.nb`.
 * @property {"offer" | "about" | "safety"} [inMenu] Listed in the main menu under this group, and in the footer and
 *   the sitemap (the table's order is their order): every page with a path of its own and no parameters is in the menu.
 * @property {boolean} [inHeader] Also shown as a link in the header itself on wide screens (1024 px and up).
 * @property {string} [content] The page's editable body: `content/<content>[.<lang>].{html,md}`.
 */

// Shared by the insights screen and its feeds.
const insightsPaths = /** @type {const} */ ({ nb: "/innsikt", en: "/en/insights" });

/** Each language's translations as JSON, for the browser (the server has them bundled). */
export const translationPaths = /** @type {const} */ ({ nb: "/locales/nb.json", en: "/locales/en.json" });

/**
 * Literal types (`as const`), so a screen id or a path parameter that is not in the table does not compile.
 * @satisfies {readonly Screen[]}
 */
export const screens = /** @type {const} */ ([
  { id: "home", paths: { nb: "/", en: "/en" }, inMenu: "offer" },
  { id: "insights", paths: insightsPaths, aliases: ["/public-blog"], inMenu: "about", inHeader: true },
  { id: "article", paths: { nb: "/innsikt/:id", en: "/en/insights/:id" }, aliases: ["/public-blog/:id"] },
  { id: "product", paths: { nb: "/product", en: "/en/product" }, content: "product", inMenu: "offer", inHeader: true },
  { id: "business", paths: { nb: "/bedrift", en: "/en/business" }, inMenu: "offer", inHeader: true },
  { id: "youngPeople", paths: { nb: "/ungdom", en: "/en/young-people" }, inMenu: "offer" },
  { id: "vision", paths: { nb: "/hvorfor", en: "/en/why" }, content: "hvorfor", inMenu: "about" },
  { id: "feedback", paths: { nb: "/feedback", en: "/en/feedback" }, inMenu: "about" },
  { id: "privacy", paths: { nb: "/personvern", en: "/en/privacy" }, content: "personvern", inMenu: "safety" },
  { id: "security", paths: { nb: "/trygghet", en: "/en/security" }, content: "trygghet", inMenu: "safety" },
  { id: "aiGuide", paths: { nb: "/ai-veilederen", en: "/en/ai-guide" }, content: "ai-veilederen", inMenu: "offer" },
  { id: "about", paths: { nb: "/about", en: "/en/about" }, content: "about", inMenu: "about", inHeader: true },
  { id: "contact", paths: { nb: "/kontakt", en: "/en/contact" }, inMenu: "about" },
  { id: "founderRedirect", paths: { nb: "/about/:founder", en: "/en/about/:founder" } },
  { id: "founder", paths: { nb: "/:founder", en: "/en/:founder" } },
  { id: "notFound", paths: { nb: "/*", en: "/en/*" } },
]);

/**
 * Resource routes: machine-readable answers, one path each.
 * @satisfies {readonly { id: string, module: string, path: string }[]}
 */
export const resources = /** @type {const} */ ([
  { id: "healthz", module: "resources/healthz.ts", path: "/healthz" },
  { id: "readyz", module: "resources/healthz.ts", path: "/readyz" },
  { id: "robots", module: "resources/robots.ts", path: "/robots.txt" },
  { id: "sitemap", module: "resources/sitemap.ts", path: "/sitemap.xml" },
  // The insights feed in each language; the language comes from the path, like every page's.
  { id: "rss.nb", module: "resources/rss.ts", path: `${insightsPaths.nb}/rss.xml` },
  { id: "rss.en", module: "resources/rss.ts", path: `${insightsPaths.en}/rss.xml` },
  { id: "translations.nb", module: "resources/translations.ts", path: translationPaths.nb },
  { id: "translations.en", module: "resources/translations.ts", path: translationPaths.en },
]);

/**
 * Every route as remix.config.js mounts it, in the table's order: each screen
 * once per language and once per alias, then the resource routes. The server
 * matches paths against the same list (paths.ts) to know a page before Remix renders it.
 * @type {{ id: string, path: string, module: string }[]}
 */
export const mountedRoutes = [
  ...screens.flatMap((screen) => {
    const module = `screens/${screen.id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
    return [
      { id: `${screen.id}.nb`, path: screen.paths.nb, module },
      { id: `${screen.id}.en`, path: screen.paths.en, module },
      ...("aliases" in screen ? screen.aliases : []).map((path, index) => ({
        id: `${screen.id}.nb.${index}`,
        path,
        module,
      })),
    ];
  }),
  ...resources,
];
