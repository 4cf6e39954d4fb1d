/**
 * `fetchpriority="high"` for the first image a visitor sees. React 18 does not
 * know the camel-cased prop and warns; the lower-case attribute passes through.
 */
export function highFetchPriority(high: boolean): Record<string, string> {
  return high ? { fetchpriority: "high" } : {};
}
