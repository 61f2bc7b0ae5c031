import { render } from "@testing-library/react";
import { createElement, Timer, type IconNode } from "lucide";
import { LayoutIcon } from "../layout-icon";

/** The <svg> lucide's own DOM renderer builds for the same icon data. */
const lucideSvg = (icon: IconNode) => createElement(icon);

function renderIcon(element: JSX.Element): SVGSVGElement {
  const { container } = render(element);
  const svg = container.querySelector("svg");
  if (!svg) throw new Error("LayoutIcon drew no <svg>");
  return svg;
}

test("draws exactly the shapes lucide draws for the icon data", () => {
  const svg = renderIcon(<LayoutIcon icon={Timer} />);
  expect(svg.innerHTML).toBe(lucideSvg(Timer).innerHTML);
  expect(Array.from(svg.children, (child) => child.tagName)).toEqual(Timer.map(([tag]) => tag));
});

test("has every attribute lucide gives its <svg>, sized as asked", () => {
  const svg = renderIcon(<LayoutIcon icon={Timer} size={18} />);
  const attributes = Array.from(lucideSvg(Timer).attributes);
  expect(attributes.map(({ name }) => name)).toEqual(
    expect.arrayContaining(["xmlns", "viewBox", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"]),
  );
  attributes.forEach(({ name, value }) => {
    const expected = name === "width" || name === "height" ? "18" : value;
    expect(`${name}="${svg.getAttribute(name)}"`).toBe(`${name}="${expected}"`);
  });
});

test("is hidden from assistive technology and from the tab order, and takes a class", () => {
  const svg = renderIcon(<LayoutIcon icon={Timer} className="lead" />);
  expect(svg).toHaveAttribute("aria-hidden", "true");
  expect(svg).toHaveAttribute("focusable", "false");
  expect(svg).toHaveClass("lead");
});

test("draws a thinner stroke when asked", () => {
  expect(renderIcon(<LayoutIcon icon={Timer} strokeWidth={1.75} />)).toHaveAttribute("stroke-width", "1.75");
});
