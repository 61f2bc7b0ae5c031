import type { Page } from "playwright-core";
import { SERVER_STYLES_ATTRIBUTE } from "../../src/runtime/page-styles";

/**
 * Rules of the page's server CSS that decide a property of an element only by their order.
 *
 * A page's CSS comes in two sheets (src/runtime/page-styles.tsx): the server's rules as static text,
 * and styled-components' sheet after it, where an island's components insert the rules of states
 * the page did not have yet, in whatever order the islands come alive. Two rules of equal
 * specificity that set one property of an element differently are decided by which comes later; if
 * one reaches the element through an ancestor (`.rows dd` and `.result dd`), a component's new
 * rule in the later sheet can win over the other one only because of that order: the page changes
 * as it hydrates. Rules anchored on one element's classes (a component and its extension: `.card h3`,
 * `.wide-card h3`) arrive together, base first, so only ties between rules anchored on different
 * elements are reported. Each line names the element, the property and the tied selectors.
 */
export async function contextualTies(page: Page): Promise<string[]> {
  return page.evaluate((serverStylesAttribute) => {
    const sheet = document.querySelector<HTMLStyleElement>(`style[${serverStylesAttribute}]`)?.sheet;
    if (!sheet) return [];
    /** Selector specificity as one number (ids, then classes, attributes and pseudo-classes, then types). */
    const specificity = (selector: string): number => {
      let rest = selector.replace(/:where\([^)]*\)/g, "").replace(/:(not|is|has)\(/g, " (");
      const count = (pattern: RegExp) => {
        const found = rest.match(pattern)?.length ?? 0;
        rest = rest.replace(pattern, " ");
        return found;
      };
      const ids = count(/#[\w-]+/g);
      const pseudoElements = count(/::[\w-]+/g);
      const classes = count(/\.[\w-]+|\[[^\]]*\]|:[\w-]+(\([^)]*\))?/g);
      const types = count(/(^|[\s>+~(])[a-zA-Z][\w-]*/g);
      return ids * 1_000_000 + classes * 1_000 + types + pseudoElements;
    };
    /** The element whose component a rule belongs to: the closest one (or the element itself) with the rule's first class. */
    const anchorOf = (selector: string, element: Element): Element | null => {
      const firstClass = /\.([\w-]+)/.exec(selector)?.[1];
      return firstClass ? element.closest(`.${CSS.escape(firstClass)}`) : element;
    };
    type Declaration = { selector: string; value: string; specificity: number; anchor: Element | null };
    const declarations = new Map<Element, Map<string, Declaration[]>>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) {
          if (matchMedia(rule.conditionText).matches) visit(rule.cssRules);
        } else if (rule instanceof CSSStyleRule) {
          // What depends on the rule alone is read once, not once per element it reaches.
          const properties = Array.from(rule.style, (property) => ({ property, value: rule.style.getPropertyValue(property) }));
          for (const selector of rule.selectorText.split(/,(?![^(]*\))/).map((part) => part.trim())) {
            let elements: NodeListOf<Element>;
            try {
              elements = document.querySelectorAll(selector);
            } catch {
              continue; // a selector this browser does not know
            }
            const weight = specificity(selector);
            for (const element of elements) {
              const byProperty = declarations.get(element) ?? new Map<string, Declaration[]>();
              declarations.set(element, byProperty);
              const anchor = anchorOf(selector, element);
              for (const { property, value } of properties) {
                const list = byProperty.get(property) ?? [];
                list.push({ selector, value, specificity: weight, anchor });
                byProperty.set(property, list);
              }
            }
          }
        }
      }
    };
    visit(sheet.cssRules);
    const ties = new Set<string>();
    for (const [element, byProperty] of declarations) {
      for (const [property, list] of byProperty) {
        const highest = Math.max(...list.map((declaration) => declaration.specificity));
        const deciding = list.filter((declaration) => declaration.specificity === highest);
        const fromDifferentElements = new Set(deciding.map((declaration) => declaration.anchor)).size > 1;
        if (new Set(deciding.map((declaration) => declaration.value)).size > 1 && fromDifferentElements) {
          ties.add(
            `${element.tagName.toLowerCase()} ${property}: ${deciding.map((declaration) => `${declaration.selector} { ${declaration.value} }`).join(" vs ")}`,
          );
        }
      }
    }
    return [...ties];
  }, SERVER_STYLES_ATTRIBUTE);
}
