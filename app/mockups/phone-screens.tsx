import { serverDrawn } from "~/components/ui/server-drawn";

export type AppScreenProps = {
  className?: string;
  /** On phones the frame may be cut off at this height, fading out, to keep the page short. */
  cropOnPhone?: boolean;
};

const drawings = () => import("./phone-screen-drawings");

export const ConversationScreen = serverDrawn(async () => (await drawings()).ConversationScreen);
export const DiaryScreen = serverDrawn(async () => (await drawings()).DiaryScreen);
export const ProgrammeScreen = serverDrawn(async () => (await drawings()).ProgrammeScreen);
export const LibraryScreen = serverDrawn(async () => (await drawings()).LibraryScreen);
export const PodcastScreen = serverDrawn(async () => (await drawings()).PodcastScreen);
export const InsightsScreen = serverDrawn(async () => (await drawings()).InsightsScreen);
export const VoiceScreen = serverDrawn(async () => (await drawings()).VoiceScreen);
