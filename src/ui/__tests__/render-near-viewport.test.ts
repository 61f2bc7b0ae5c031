import { heightOf, SECTION_HEIGHT } from "../render-near-viewport";

test("a part's estimate grows with each list of its data, at each width, in quarter rems", () => {
  expect(heightOf({ narrow: 40, wide: 19 }, [{ narrow: 4.25, wide: 3.25 }, 5])).toEqual({ narrow: 61.25, wide: 35.25 });
  expect(heightOf({ narrow: 15, wide: 15 }, [{ narrow: 7.5, wide: 0 }, 9], [{ narrow: 3.75, wide: 2.25 }, 90])).toEqual({ narrow: 420, wide: 217.5 });
  expect(heightOf({ narrow: 10, wide: 10 }, [{ narrow: 1 / 3, wide: 1 / 3 }, 1])).toEqual({ narrow: 10.25, wide: 10.25 });
  expect(heightOf(SECTION_HEIGHT)).toEqual(SECTION_HEIGHT);
});
