import type { MouseEvent } from "react";

/** A click that asks for a new tab or window (or is not the main button) follows the link as it is. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
