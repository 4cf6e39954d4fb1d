import type { ReactNode } from "react";
import { WithPhoneLinks } from "~/help/help-menu";

/** What a content file gave the screen (see app/content/static-content.server.ts). */
export type LoadedContent = { kind: "html" | "md"; html: string } | { kind: "none" };

/**
 * Sanitised HTML from a content file, in the site's text style. A quote block (`>`) in a page's
 * body is a note beside the text, not a
 * quotation: no quotation marks, no italics.
 */
export function RichText({ html }: { html: string }) {
  return (
    <div
      className="prose prose-lg max-w-none prose-blockquote:rounded-r-control prose-blockquote:border-warm-300 prose-blockquote:bg-sand prose-blockquote:py-1 prose-blockquote:pr-4 prose-blockquote:font-normal prose-blockquote:not-italic prose-a:text-brand-700 prose-headings:text-brand-800 [&_blockquote_p]:before:content-none [&_blockquote_p]:after:content-none"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised on the server (sanitize.server.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The content file's body, or the screen's own fallback when there is none. */
export function ContentBody({ content, fallback }: { content: LoadedContent; fallback: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16">
      {content.kind === "none" ? fallback : <RichText html={content.html} />}
    </div>
  );
}

/** Built-in fallback text: plain paragraphs from the translation bundle (help lines callable). */
export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return (
    <div className="flex flex-col gap-4 text-gray-800 text-lg">
      {texts.map((text) => (
        <p key={text}>
          <WithPhoneLinks text={text} />
        </p>
      ))}
    </div>
  );
}
