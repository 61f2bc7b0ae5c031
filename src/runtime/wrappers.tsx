import type { GatsbySSR } from "gatsby";
import { PageWrapper, RootWrapper } from "../components/app-wrappers";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <PageWrapper pathname={props.location.pathname}>{element}</PageWrapper>;
