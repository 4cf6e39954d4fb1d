import type { SubmissionResult } from "@conform-to/react";

/** The field that tells the action to answer with data (for a fetcher) rather than a redirect. */
export const ANSWER_IN_PLACE_FIELD = "_inPlace";

/**
 * What the contact page's action answers when it does not redirect; the dialog
 * and inline forms read it too. `accepted`: "received" (delivered, or kept
 * where requests are read), "queued" (kept, forwarded by the background
 * retries), or null (not accepted: `formError` or the field messages say why).
 */
export type ContactActionData = {
  result: SubmissionResult<string[]> | null;
  formError: string | null;
  accepted: "received" | "queued" | null;
};
