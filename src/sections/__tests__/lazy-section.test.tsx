import { act, render, screen } from "@testing-library/react";
import { lazySection } from "../lazy-section";
import { preloadCurrentPageSections, registerSectionPreloader } from "../../lib/section-preload";

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

test("a kind whose code has not loaded renders nothing until it arrives, then the section", async () => {
  let arrive: (component: typeof Greeting) => void = () => undefined;
  const Section = lazySection(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
  render(<Section name="editor" />);
  expect(screen.queryByText("Hello editor")).toBeNull();
  await act(async () => arrive(Greeting));
  expect(screen.getByText("Hello editor")).toBeInTheDocument();
});

test("a preloaded kind renders in the first render, without suspending", async () => {
  const Section = lazySection(() => Promise.resolve(Greeting));
  await Section.preload();
  render(<Section name="visitor" />);
  expect(screen.getByText("Hello visitor")).toBeInTheDocument();
});

test("before hydrating, every __typename of the current page's data goes to the registered preloader (the registry keeps its kinds)", async () => {
  const requested: string[] = [];
  registerSectionPreloader(async (names) => requested.push(...names));
  const data = { pageJson: { sections: [{ __typename: "HeroSection" }, { __typename: "FaqSection", items: [{ __typename: "FaqItem" }] }] } };
  const loader = { loadPageSync: (path: string) => (path === window.location.pathname ? { json: { data } } : undefined) };
  Object.assign(window, { ___loader: loader });
  await preloadCurrentPageSections();
  expect(requested.sort()).toEqual(["FaqItem", "FaqSection", "HeroSection"]);
});
