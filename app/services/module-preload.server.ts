/**
 * Remix preloads every module of the page at high priority, so on a slow phone the
 * hydration code competes with the stylesheet and the hero image for bandwidth, and
 * Lighthouse counts it as render-blocking. The page is complete without it, so every
 * module preload is marked fetchpriority="low" and the stylesheet and images come first.
 */
export function lowerModulePreloadPriority(html: string): string {
  return html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}
