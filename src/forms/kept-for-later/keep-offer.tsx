import { useEffect, useState } from "react";
import { loadOnce } from "../../lib/load-once";
import type { OfferProps } from "./keep-for-later";

type KeepModule = typeof import("./keep-for-later");

/** The keep-for-later chunk (src/forms/kept-for-later/keep-for-later.tsx), loaded once; a failed load is tried again next time. */
export const loadKeepForLater: () => Promise<KeepModule> = loadOnce(() => import(/* webpackChunkName: "keep-for-later" */ "./keep-for-later"));

/** For a form's onFocus: sending may fail for want of a connection, and then this chunk could not load. */
export function preloadKeepForLater(): void {
  loadKeepForLater().catch(() => undefined);
}

type KeepOfferProps = OfferProps & { open: boolean };

/**
 * Where the offer to keep an enquiry appears, under the send button. The live region is always in
 * the page, so screen readers announce the offer when it appears.
 */
export function KeepOffer({ open, ...offer }: KeepOfferProps) {
  const [module, setModule] = useState<KeepModule | undefined>(undefined);
  useEffect(() => {
    if (!open || module) return;
    let current = true;
    loadKeepForLater().then(
      (loaded) => current && setModule(loaded),
      () => undefined, // not loadable: no offer, and the failure message already stands
    );
    return () => {
      current = false;
    };
  }, [open, module]);
  return <div aria-live="polite">{open && module && <module.Offer {...offer} />}</div>;
}
