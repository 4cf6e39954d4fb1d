import type { ComponentType } from "react";
import type { IconName } from "~/components/ui/elements";
import {
  type AppScreenProps,
  ConversationScreen,
  DiaryScreen,
  InsightsScreen,
  LibraryScreen,
  PodcastScreen,
  ProgrammeScreen,
} from "~/mockups/phone-screens";

/** The product page's feature section ids, in the order the site presents them. */
export const productFeatureIds = [
  "dagbok",
  "mental-trening",
  "mindfulness",
  "ai-veileder",
  "podcast",
  "innsikt",
] as const;
export type ProductFeature = (typeof productFeatureIds)[number];

/** Each feature's icon, and the app screen that shows it (home tour, product page). */
export const productFeatures: readonly {
  anchor: ProductFeature;
  icon: IconName;
  Screen: ComponentType<AppScreenProps>;
}[] = [
  { anchor: "dagbok", icon: "book-open", Screen: DiaryScreen },
  { anchor: "mental-trening", icon: "puzzle-piece", Screen: ProgrammeScreen },
  { anchor: "mindfulness", icon: "sparkles", Screen: LibraryScreen },
  { anchor: "ai-veileder", icon: "chat-bubble-left-right", Screen: ConversationScreen },
  { anchor: "podcast", icon: "microphone", Screen: PodcastScreen },
  { anchor: "innsikt", icon: "chart-bar", Screen: InsightsScreen },
];
