import { accessibilitySuite } from "./support/accessibility-suite";

accessibilitySuite("phone");
