/** @jest-environment node */
import { isLeftOut, sectionsToShow } from "../left-out-sections";

const featured = { featured: true };
const other = { featured: false };
const unmarked = {};
const list = (show: string | null | undefined, testimonials: object[]) => ({ type: "testimonialList", show, testimonials: { testimonials } });

test("a testimonial list is left out when its selection holds no testimonial, and shown otherwise", () => {
  expect(isLeftOut(list("others", [featured, featured]))).toBe(true);
  expect(isLeftOut(list("featured", [other, unmarked]))).toBe(true);
  expect(isLeftOut(list("all", []))).toBe(true);
  expect(isLeftOut(list("others", [featured, unmarked]))).toBe(false);
  expect(isLeftOut(list("featured", [other, featured]))).toBe(false);
  expect(isLeftOut(list(undefined, [featured]))).toBe(false);
  expect(isLeftOut(list(null, [other]))).toBe(false);
});

test("the featured testimonials section is left out when no testimonial is featured", () => {
  expect(isLeftOut({ type: "featuredTestimonials", testimonials: { testimonials: [other, unmarked] } })).toBe(true);
  expect(isLeftOut({ type: "featuredTestimonials", testimonials: { testimonials: [other, featured] } })).toBe(false);
});

test("other kinds, and a section without its testimonials read in, are always shown", () => {
  expect(isLeftOut({ type: "faq", testimonials: { testimonials: [] } })).toBe(false);
  expect(isLeftOut({ type: "testimonialList", show: "others" })).toBe(false);
  expect(isLeftOut({ type: "testimonialList", show: "others", testimonials: null })).toBe(false);
});

test("sectionsToShow keeps the shown sections in their order", () => {
  const first = { type: "hero", id: "a" };
  const empty = { ...list("others", [featured]), id: "b" };
  const last = { ...list("all", [featured]), id: "c" };
  expect(sectionsToShow([first, empty, last]).map((section) => section.id)).toEqual(["a", "c"]);
});
