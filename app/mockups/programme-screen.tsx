import { Icon } from "~/components/ui/icon";
import { useT } from "~/i18n/use-language";
import { type AppScreenProps, PhoneFrame, ScreenTitle } from "./device-frame";

/** A mental-training programme: progress, done steps and today's exercise. */
export function ProgrammeScreen({ className, cropOnPhone }: AppScreenProps) {
  const { t } = useT();
  const steps = t("mockups.programme.steps", { returnObjects: true });
  return (
    <PhoneFrame caption={t("mockups.programme.caption")} className={className} cropOnPhone={cropOnPhone}>
      <ScreenTitle>{t("mockups.programme.title")}</ScreenTitle>
      <div className="mx-5 rounded-card bg-brand-700 p-4 text-white">
        <p className="font-semibold">{t("mockups.programme.progress")}</p>
        <div className="mt-2 h-2 rounded-full bg-white/25">
          <div className="h-2 w-[28%] rounded-full bg-warm-300" />
        </div>
      </div>
      <ol className="mt-4 flex flex-1 flex-col gap-2 px-5">
        {steps.map((step) => (
          <li
            key={step.title}
            className={`flex items-center gap-3 rounded-control p-3 ${step.state === "today" ? "bg-warm-100" : "bg-sand"}`}
          >
            <span
              className={`flex size-7 shrink-0 items-center justify-center rounded-full ${
                step.state === "done" ? "bg-sage-500 text-white" : "bg-white text-brand-700"
              }`}
            >
              <Icon name={step.state === "done" ? "check-circle" : "play"} className="size-4" />
            </span>
            <span className="flex-1">
              {step.state === "today" ? (
                <span className="block font-semibold text-[0.6875rem] text-warm-800">
                  {t("mockups.programme.today")}
                </span>
              ) : null}
              <span className="block font-semibold">{step.title}</span>
            </span>
            <span className="text-[0.6875rem] text-gray-700">{step.minutes}</span>
          </li>
        ))}
      </ol>
    </PhoneFrame>
  );
}
