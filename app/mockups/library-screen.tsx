import { Icon } from "~/components/ui/icon";
import { useT } from "~/i18n/use-language";
import { type AppScreenProps, ChipRow, PhoneFrame, ScreenTitle } from "./device-frame";

// Each exercise's artwork: a calm colour field with a soft circle, as in the app.
const artwork = ["bg-sage-300", "bg-brand-200", "bg-warm-200", "bg-brand-300"];

/** The mindfulness library: filters by theme, exercises with their length. */
export function LibraryScreen({ className, cropOnPhone }: AppScreenProps) {
  const { t } = useT();
  const filters = t("mockups.library.filters", { returnObjects: true });
  const items = t("mockups.library.items", { returnObjects: true });
  return (
    <PhoneFrame caption={t("mockups.library.caption")} className={className} cropOnPhone={cropOnPhone}>
      <ScreenTitle aside={<Icon name="magnifying-glass" className="size-5 text-brand-700" />}>
        {t("mockups.library.title")}
      </ScreenTitle>
      <div className="px-5">
        <ChipRow items={filters} idle="bg-sand" />
      </div>
      <ul className="mt-4 grid flex-1 grid-cols-2 content-start gap-3 px-5">
        {items.map((item, index) => (
          <li key={item.title}>
            <div className={`relative aspect-square overflow-hidden rounded-card ${artwork[index % artwork.length]}`}>
              <span className="absolute -right-4 -bottom-4 size-20 rounded-full bg-white/40" />
              <span className="absolute top-3 left-3 flex size-8 items-center justify-center rounded-full bg-white text-brand-800">
                <Icon name="play" className="size-4" />
              </span>
            </div>
            <p className="mt-1.5 font-semibold">{item.title}</p>
            <p className="text-[0.6875rem] text-gray-700">{item.minutes}</p>
          </li>
        ))}
      </ul>
    </PhoneFrame>
  );
}
