import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import type { PendingEnquiry } from "../pending-enquiries";
import { theme } from "../../../theme/theme";
import { NotSentNotice, enquiryText } from "../not-sent-notice";
import { formsFile as formsJson, siteFile as siteJson } from "../../../../jest/fixtures/data-files";

const copy = formsJson.keepForLater;
const entry: PendingEnquiry & { notSent: NonNullable<PendingEnquiry["notSent"]> } = {
  payload: { name: "Priya Raman", email: "priya@example.com", phone: "", company: "Acme", service: "sap", message: "Please call.", submission_key: "k" },
  sentMessage: "sent",
  keptAt: 0,
  notSent: {
    message: copy.notSentMessage,
    email: siteJson.contact.email,
    textLabel: copy.notSentTextLabel,
    copyLabel: copy.copyLabel,
    copiedMessage: copy.copiedMessage,
    closeLabel: copy.closeLabel,
  },
};

const renderNotice = (onClose = jest.fn()) =>
  render(
    <ThemeProvider theme={theme}>
      <NotSentNotice entry={entry} onClose={onClose} />
    </ThemeProvider>,
  );

describe("the notice for a kept enquiry that will not be sent", () => {
  it("says so in the data's words, links the team's e-mail, and offers the enquiry's text", () => {
    renderNotice();
    const email = screen.getByRole("link", { name: siteJson.contact.email });
    expect(email).toHaveAttribute("href", `mailto:${siteJson.contact.email}`);
    expect(email.parentElement?.textContent).toBe(`${copy.notSentMessage} ${siteJson.contact.email}`);
    const text = screen.getByRole("textbox", { name: copy.notSentTextLabel });
    expect(text).toHaveAttribute("readonly");
    expect(text).toHaveValue(enquiryText(entry.payload));
    expect(enquiryText(entry.payload)).toBe("Please call.\n\nPriya Raman\npriya@example.com\nAcme");
  });

  it("copies the text and says so; closes on request", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const onClose = jest.fn();
    renderNotice(onClose);
    fireEvent.click(screen.getByRole("button", { name: copy.copyLabel }));
    expect(writeText).toHaveBeenCalledWith(enquiryText(entry.payload));
    await waitFor(() => expect(screen.getByText(copy.copiedMessage)).toBeInTheDocument());
    fireEvent.click(screen.getByRole("button", { name: copy.closeLabel }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
