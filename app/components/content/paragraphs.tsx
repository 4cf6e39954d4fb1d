import { WithPhoneLinks } from "~/components/ui/elements";

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
