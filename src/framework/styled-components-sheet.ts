import { __PRIVATE__ } from "styled-components";

/**
 * Tells styled-components in the browser which rules the page's CSS already holds, so it inserts
 * none of them again.
 *
 * Written against: styled-components 6.6.0
 * Relies on `__PRIVATE__.mainSheet` (the sheet every component writes to when no
 * StyleSheetManager says otherwise) and its `registerName(componentId, name)`: a component whose
 * rules get the class name `name` then finds it registered (`hasNameForId`) and inserts nothing.
 * Contract: ./__tests__/styled-components-sheet.test.tsx renders an installed styled component.
 */
export function registerStyleNames(names: Readonly<Record<string, readonly string[]>>): void {
  for (const [componentId, classNames] of Object.entries(names)) {
    classNames.forEach((name) => __PRIVATE__.mainSheet.registerName(componentId, name));
  }
}
