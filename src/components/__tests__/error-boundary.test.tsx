import { render, screen } from "@testing-library/react";
import { ErrorBoundary } from "../error-boundary";

function Broken(): never {
  throw new Error("Route data could not be loaded");
}

test("a render error shows the fallback screen with the error's message and logs it", () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );
  expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
  expect(screen.getByText("Route data could not be loaded")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  expect(logged.mock.calls.some((call) => call[0] === "Unexpected application error")).toBe(true);
  logged.mockRestore();
});

test("without an error it renders its children untouched", () => {
  render(
    <ErrorBoundary>
      <p>All good</p>
    </ErrorBoundary>,
  );
  expect(screen.getByText("All good")).toBeInTheDocument();
  expect(screen.queryByText("Unexpected Application Error!")).toBeNull();
});
