import { defineIsland } from "../islands/define-island";
import { ContactPageForm } from "./contact-page-form";

/** Wakes at the first pointer, touch, focus or key in it; what was typed before is kept (useFormValues). */
export default defineIsland({ name: "contact-page-form", when: "interaction", Component: ContactPageForm });
