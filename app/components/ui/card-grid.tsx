import type { ReactNode } from "react";
import { Icon, type IconName } from "./icon";

type CardItem = {
  title: string;
  text: string;
  icon?: IconName;
  /** Extra content under the text, e.g. a link. */
  footer?: ReactNode;
  id?: string;
};

/**
 * Cards as a list: screen readers announce how many there are. On phones the icon stands beside
 * the text instead of above it, so a column of cards stays short.
 */
export function CardGrid({ items, columns = 3 }: { items: CardItem[]; columns?: 2 | 3 }) {
  return (
    <ul className={`mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-6 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {items.map(({ title, text, icon, footer, id }) => (
        <li
          key={id ?? title}
          className="flex gap-4 rounded-card border border-gray-200 bg-white p-5 sm:flex-col sm:p-6"
        >
          {icon ? (
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-sage-100 text-brand-900">
              <Icon name={icon} className="size-6" />
            </span>
          ) : null}
          <div className="flex flex-1 flex-col">
            <h3 className="text-brand-900 text-xl">{title}</h3>
            <p className="mt-2 flex-1 text-gray-700">{text}</p>
            {footer}
          </div>
        </li>
      ))}
    </ul>
  );
}
