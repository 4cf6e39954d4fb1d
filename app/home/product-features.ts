import type { IconName } from "~/components/ui/elements";
import type { AppScreenName } from "~/mockups/phone-screens";

/**
 * The product page's features, in the order the site presents them: section id, icon, and the app
 * screen that shows it (home tour, product page). The advisor is shown by voice: both pages' heroes
 * already show a written conversation, and a page shows each screen once.
 */
export const productFeatures = [
  { anchor: "dagbok", icon: "book-open", screen: "diary" },
  { anchor: "mental-trening", icon: "puzzle-piece", screen: "programme" },
  { anchor: "mindfulness", icon: "sparkles", screen: "library" },
  { anchor: "ai-veileder", icon: "chat-bubble-left-right", screen: "voice" },
  { anchor: "podcast", icon: "microphone", screen: "podcast" },
  { anchor: "innsikt", icon: "chart-bar", screen: "insights" },
] as const satisfies readonly { anchor: string; icon: IconName; screen: AppScreenName }[];
