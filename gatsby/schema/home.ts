import { homePageTypeDefs } from "./home-page";
import { testimonialsTypeDefs } from "./testimonials";

/** The home page and the testimonials it shares with /testimonials, registered together. */
export const homeTypeDefs = [homePageTypeDefs, testimonialsTypeDefs].join("\n");
