import { highFetchPriority } from "~/components/ui/picture";
import { useT } from "~/i18n/use-language";

// The app's screens are pictures, one per screen and language in public/app-screens (drawings of
// the app for now, later screenshots): a phone for each screen of the app, a browser window for
// the HR dashboard (it is used on a computer). Their size in CSS pixels, for the <img>'s box.
const phone = { width: 280, height: 554, frame: "max-w-[17.5rem]" };
const screens = {
  conversation: phone,
  diary: phone,
  programme: phone,
  library: phone,
  podcast: phone,
  insights: phone,
  voice: phone,
  dashboard: { width: 480, height: 419, frame: "max-w-[30rem]" },
};

export type AppScreenName = keyof typeof screens;

type AppScreenProps = {
  screen: AppScreenName;
  className?: string;
  /** On phones the frame may be cut off at this height, fading out, to keep the page short. */
  cropOnPhone?: boolean;
  /** A page's first picture (its hero's): fetched at once, not when near. */
  priority?: boolean;
};

/**
 * An app screen (docs/design.md, "Product screens"): a figure whose caption tells screen readers
 * what it shows, and whose picture is decorative, so no one hears the sample chat. `data-app-screen`
 * marks the picture, by name, for tests (a page shows each screen at most once).
 */
export function AppScreen({ screen, className = "", cropOnPhone, priority = false }: AppScreenProps) {
  const { t, lang } = useT();
  const { width, height, frame } = screens[screen];
  return (
    <figure className={`relative mx-auto w-full ${frame} ${className}`}>
      <figcaption className="sr-only">{t(`mockups.${screen}.caption`)}</figcaption>
      <div data-app-screen={screen} className={cropOnPhone ? "phone-crop" : undefined}>
        <img
          src={`/app-screens/${screen}.${lang}.svg`}
          alt=""
          width={width}
          height={height}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          {...highFetchPriority(priority)}
          className="w-full"
        />
      </div>
    </figure>
  );
}
