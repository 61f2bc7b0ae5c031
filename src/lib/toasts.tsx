import { useEffect, useState } from "react";
import type { ToasterProps } from "react-hot-toast";
import { loadOnce } from "./load-once";

type ToastModule = typeof import("react-hot-toast");

/**
 * react-hot-toast (~5 KB gzip) is needed only once a visitor sends a form, so it stays out of
 * every page's first load: the first toast (or a form getting focus, see `loadToasts`) loads it,
 * and `LazyToaster` mounts the toaster as soon as it is there. Toasts created before the toaster
 * mounts wait in react-hot-toast's own store and appear with it.
 */
let loaded: ToastModule | undefined;
const whenLoaded = new Set<(module: ToastModule) => void>();

/** Starts loading the toast library once (a failed load is tried again by the next toast); the forms call it on focus, so it is there before a submit, even offline. */
export const loadToasts: () => Promise<ToastModule> = loadOnce(() =>
  import(/* webpackChunkName: "toasts" */ "react-hot-toast").then((module) => {
    loaded = module;
    whenLoaded.forEach((mount) => mount(module));
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

/** The one toaster of the site (PageWrapper in app-wrappers): nothing until the library has loaded. */
export function LazyToaster(props: ToasterProps) {
  const [module, setModule] = useState<ToastModule | undefined>(loaded);
  useEffect(() => {
    whenLoaded.add(setModule);
    if (loaded) setModule(loaded);
    return () => {
      whenLoaded.delete(setModule);
    };
  }, []);
  if (!module) return null;
  const { Toaster } = module;
  return <Toaster {...props} />;
}
