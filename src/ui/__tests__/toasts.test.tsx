import { act, screen, waitFor } from "@testing-library/react";
import { showToast } from "../toasts";

/**
 * A copy of the module that has not loaded the library yet, for the offline cases (whether it
 * has loaded is module state). Not for rendering: the copy would bring a React of its own.
 */
function freshToasts() {
  let toasts!: typeof import("../toasts");
  jest.isolateModules(() => {
    toasts = jest.requireActual<typeof import("../toasts")>("../toasts");
  });
  return toasts;
}

afterEach(() => {
  jest.dontMock("react-hot-toast");
  jest.restoreAllMocks();
});

// The first test runs before anything has loaded the library (module state).
test("no toaster until the first toast; then one, showing it as a polite status message", async () => {
  expect(document.querySelector("[data-toaster]")).toBeNull();
  await act(() => showToast("error", "Please fix the errors in the form"));
  const message = await screen.findByText("Please fix the errors in the form");
  expect(message.closest('[role="status"]')).toHaveAttribute("aria-live", "polite");

  await act(() => showToast("success", "Thank you for your message! We'll get back to you soon."));
  await expect(screen.findByText("Thank you for your message! We'll get back to you soon.")).resolves.toBeInTheDocument();
  expect(document.querySelectorAll("[data-toaster]")).toHaveLength(1);
});

test("when the library cannot load (offline), the message is still shown, as an alert, and logged", async () => {
  jest.doMock("react-hot-toast", () => {
    throw new Error("ChunkLoadError: Loading chunk failed");
  });
  const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const { showToast } = freshToasts();

  await showToast("error", "Failed to send message. Please try again.");
  expect(alert).toHaveBeenCalledWith("Failed to send message. Please try again.");
  expect(logged).toHaveBeenCalledWith("Notifications could not be loaded.", expect.any(Error));
});

test("preloading on focus never rejects, even offline", async () => {
  jest.doMock("react-hot-toast", () => {
    throw new Error("offline");
  });
  const unhandled = jest.fn();
  process.on("unhandledRejection", unhandled);
  const { preloadToasts, loadToasts } = freshToasts();
  preloadToasts();
  // Reading the pending load attaches no handler. Once it has failed, loadToasts starts a new one
  // (handled here), and Node has reported any unhandled rejection of the first at the end of that tick.
  const first = loadToasts();
  await waitFor(() => {
    const current = loadToasts();
    if (current !== first) current.catch(() => undefined);
    expect(current).not.toBe(first);
  });
  process.off("unhandledRejection", unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});
