import type { ButtonSize, ButtonVariant } from "./button";
import { Button } from "./button";
import { useSiteData } from "../lib/use-site-data";

type ScheduleButtonProps = { label: string; variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

/** Opens the external 30-minute scheduler (one URL, in data/site.json) in a new tab. */
export function ScheduleButton({ label, ...style }: ScheduleButtonProps) {
  const { schedulerUrl } = useSiteData();
  return (
    <Button href={schedulerUrl} {...style}>
      {label}
    </Button>
  );
}
