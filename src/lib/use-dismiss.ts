import { useEffect, type RefObject } from "react";

/** Calls `onDismiss` on a pointer press outside `containerRef` while `active`. */
export function useDismissOnOutsidePress(containerRef: RefObject<HTMLElement>, active: boolean, onDismiss: () => void) {
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) onDismiss();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [containerRef, active, onDismiss]);
}

/** True when a click landed on a link (or inside one) below the element that handles it. */
export function isLinkActivation(event: { target: EventTarget | null }): boolean {
  return event.target instanceof Element && event.target.closest("a[href]") !== null;
}
