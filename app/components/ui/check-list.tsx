import { Icon, type IconName } from "~/components/ui/icon";

type Props = { heading: string; items: readonly string[]; icon?: IconName };

/** A short heading over a list of points, each marked with an icon. */
export function CheckList({ heading, items, icon = "check-circle" }: Props) {
  return (
    <div>
      <h3 className="font-semibold text-brand-800 text-xl">{heading}</h3>
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-gray-800">
            <Icon name={icon} className="mt-0.5 size-6 shrink-0 text-brand-700" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
