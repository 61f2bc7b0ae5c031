import { act, render, screen } from "@testing-library/react";
import { renderWithSite } from "../../../jest/render-with-site";
import { showToast } from "../../lib/toasts";
import { PageWrapper, RootWrapper } from "../app-wrappers";

// The toast library is loaded (and a toast is on screen) before the wrappers render, as after a visitor's first submit.
beforeAll(async () => {
  await showToast("success", "Thank you for your message! We'll get back to you soon.");
});

test("RootWrapper renders only providers, no element of its own: Gatsby applies it to Head too", () => {
  const { container } = render(
    <RootWrapper>
      <title>Page title</title>
    </RootWrapper>,
  );
  expect(container.innerHTML).toBe("<title>Page title</title>");
});

test("PageWrapper holds the one toaster, and it survives a client-side navigation with its toast", async () => {
  const { rerender } = renderWithSite(
    <PageWrapper pathname="/">
      <p>home</p>
    </PageWrapper>,
  );
  const toast = await screen.findByText("Thank you for your message! We'll get back to you soon.");
  const toaster = document.querySelector("[data-rht-toaster]");
  expect(toaster).not.toBeNull();

  rerender(
    <PageWrapper pathname="/contact">
      <p>contact</p>
    </PageWrapper>,
  );
  await screen.findByText("contact");
  expect(document.querySelectorAll("[data-rht-toaster]")).toHaveLength(1);
  expect(document.querySelector("[data-rht-toaster]")).toBe(toaster);
  expect(toast).toBeInTheDocument();

  await act(() => showToast("error", "Failed to send message. Please try again."));
  expect(toaster).toContainElement(await screen.findByText("Failed to send message. Please try again."));
});
