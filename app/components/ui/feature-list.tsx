import { Icon, type IconName } from "./icon";

type FeatureItem = { title: string; text: string; icon?: IconName };

const iconTones = {
  sage: "bg-sage-100 text-brand-900",
  warm: "bg-warm-100 text-warm-800",
} as const;

type Props = {
  items: readonly FeatureItem[];
  /** `row`: side by side from 768 px (a statement with three points); `stack`: one under another. */
  layout: "row" | "stack";
  tone: keyof typeof iconTones;
};

/** Points with an icon, a title and a line of text, without card borders: lighter than a card grid. */
export function FeatureList({ items, layout, tone }: Props) {
  return (
    <ul className={`mt-8 grid gap-x-10 gap-y-6 sm:mt-10 ${layout === "row" ? "md:grid-cols-3" : ""}`}>
      {items.map(({ title, text, icon }) => (
        <li key={title} className={`flex gap-4 ${layout === "row" ? "md:flex-col" : ""}`}>
          {icon ? (
            <span
              className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${iconTones[tone]}`}
            >
              <Icon name={icon} className="size-6" />
            </span>
          ) : null}
          <div>
            <h3 className="text-brand-900 text-xl">{title}</h3>
            <p className="mt-1.5 text-gray-700">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
