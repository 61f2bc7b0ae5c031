import { useCallback, useRef, useState, type KeyboardEvent } from "react";

/** Keys of the WAI-ARIA tabs pattern (horizontal tab list) → the tab they move to. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * State and ARIA wiring for the WAI-ARIA APG tabs pattern with automatic activation: the first tab
 * is selected initially, only the selected tab is in the Tab order (roving tabindex), arrow keys
 * wrap around, Home/End jump to the ends, and moving focus selects the tab.
 */
export function useTabs(idBase: string, count: number) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
      const next = targetIndex(event.key, index, count);
      if (next === undefined) return;
      event.preventDefault();
      setSelected(next);
      tabs.current[next]?.focus();
    },
    [count],
  );

  const tabProps = (index: number) => ({
    type: "button" as const,
    role: "tab",
    id: `${idBase}-tab-${index}`,
    "aria-selected": index === selected,
    "aria-controls": `${idBase}-panel-${index}`,
    tabIndex: index === selected ? 0 : -1,
    onClick: () => setSelected(index),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(index, event),
    ref: (element: HTMLButtonElement | null) => {
      tabs.current[index] = element;
    },
  });

  const panelProps = (index: number) => ({
    role: "tabpanel",
    id: `${idBase}-panel-${index}`,
    "aria-labelledby": `${idBase}-tab-${index}`,
    hidden: index !== selected,
    tabIndex: 0,
  });

  return { selected, select: setSelected, tabProps, panelProps };
}
