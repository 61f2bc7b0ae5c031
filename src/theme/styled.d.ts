import "styled-components";
import type { AppTheme } from "./theme";

declare module "styled-components" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: styled-components' DefaultTheme must be an interface extending ours
  export interface DefaultTheme extends AppTheme {}
}
