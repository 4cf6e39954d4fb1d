import type { ReactNode } from "react";
import { Icon, type IconName } from "./icon";

export type CardItem = {
  title: string;
  text: string;
  icon?: IconName;
  /** Extra content under the text, e.g. a link. */
  footer?: ReactNode;
  id?: string;
};

/** Cards as a list: screen readers announce how many there are. */
export function CardGrid({ items, columns = 3 }: { items: CardItem[]; columns?: 2 | 3 }) {
  return (
    <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {items.map(({ title, text, icon, footer, id }) => (
        <li key={id ?? title} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
          {icon ? (
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <Icon name={icon} className="size-6" />
            </span>
          ) : null}
          <h3 className="font-semibold text-brand-800 text-lg">{title}</h3>
          <p className="mt-2 flex-1 text-gray-700">{text}</p>
          {footer}
        </li>
      ))}
    </ul>
  );
}
