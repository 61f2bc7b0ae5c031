import { createRoot } from "react-dom/client";
import type { ToasterProps } from "react-hot-toast";
import { loadOnce } from "../lib/load-once";
import { FORCED_COLORS_EDGE } from "../theme/forced-colors";

type ToastModule = typeof import("react-hot-toast");

/**
 * react-hot-toast (~5 KB gzip) is needed only once a visitor sends a form, so it stays out of
 * every page's first load: the first toast (or a form getting focus, see `loadToasts`) loads it,
 * and the page's one toaster mounts with it, in a root of its own at the end of <body> (no part
 * of the page renders it: the page itself is static HTML with islands).
 */
const TOASTER_PROPS: ToasterProps = { position: "bottom-right", toastOptions: { duration: 6000, style: { border: FORCED_COLORS_EDGE } } };

function mountToaster({ Toaster }: ToastModule): void {
  const host = document.createElement("div");
  host.dataset.toaster = "";
  document.body.append(host);
  createRoot(host).render(<Toaster {...TOASTER_PROPS} />);
}

/** Starts loading the toast library once (a failed load is tried again by the next toast); the forms call it on focus, so it is there before a submit, even offline. */
export const loadToasts: () => Promise<ToastModule> = loadOnce(() =>
  import(/* webpackChunkName: "toasts" */ "react-hot-toast").then((module) => {
    mountToaster(module);
    return module;
  }),
);

/** For a form's onFocus: the visitor is about to need it; a failure here is retried by the toast itself. */
export function preloadToasts(): void {
  loadToasts().catch(() => undefined);
}

/** Shows a toast; if the library cannot load (the network is gone), the visitor still gets the message. */
export async function showToast(kind: "success" | "error", message: string): Promise<void> {
  try {
    const { default: toast } = await loadToasts();
    toast[kind](message);
  } catch (error) {
    console.error("Notifications could not be loaded.", error);
    window.alert(message);
  }
}
