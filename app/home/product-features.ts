import type { ComponentType } from "react";
import type { IconName } from "~/components/ui/elements";
import {
  type AppScreenProps,
  DiaryScreen,
  InsightsScreen,
  LibraryScreen,
  PodcastScreen,
  ProgrammeScreen,
  VoiceScreen,
} from "~/mockups/phone-screens";

/**
 * The product page's features, in the order the site presents them: section id, icon, and the app
 * screen that shows it (home tour, product page). The advisor is shown by voice: both pages' heroes
 * already show a written conversation, and a page shows each screen once.
 */
export const productFeatures = [
  { anchor: "dagbok", icon: "book-open", Screen: DiaryScreen },
  { anchor: "mental-trening", icon: "puzzle-piece", Screen: ProgrammeScreen },
  { anchor: "mindfulness", icon: "sparkles", Screen: LibraryScreen },
  { anchor: "ai-veileder", icon: "chat-bubble-left-right", Screen: VoiceScreen },
  { anchor: "podcast", icon: "microphone", Screen: PodcastScreen },
  { anchor: "innsikt", icon: "chart-bar", Screen: InsightsScreen },
] as const satisfies readonly { anchor: string; icon: IconName; Screen: ComponentType<AppScreenProps> }[];

export type ProductFeature = (typeof productFeatures)[number]["anchor"];
