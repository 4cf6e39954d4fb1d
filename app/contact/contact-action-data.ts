import type { SubmissionResult } from "@conform-to/react";

/** The field that tells the action to answer with data (for a fetcher) rather than a redirect. */
export const ANSWER_IN_PLACE_FIELD = "_inPlace";

/**
 * The honeypot: a field hidden from people by CSS and from assistive
 * technology, so only bots fill it. No valid-from timestamp: one encrypted
 * with a per-process seed would reject real visitors whose form came from
 * another instance.
 */
export const HONEYPOT_FIELD = "website__confirm";

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
