import { defineIsland } from "../islands/define-island";
import { HomeContactForm } from "./home-contact-form";

/** Wakes at the first pointer, touch, focus or key in it; what was typed before is kept (useFormValues). */
export default defineIsland({ name: "home-contact-form", when: "interaction", Component: HomeContactForm });
