import type { SubmissionResult } from "@conform-to/react";

/** The field that tells the action to answer with data (for a fetcher) rather than a redirect. */
export const ANSWER_IN_PLACE_FIELD = "_inPlace";

/**
 * What the contact page's action answers when it does not redirect; the dialog
 * and inline forms read it too. `accepted`: the request is kept (committed to its
 * store); without it, `formError` or the field messages say why not.
 */
export type ContactActionData = {
  result?: SubmissionResult<string[]>;
  formError?: string;
  accepted?: true;
};
