import path from "path";
import { act, render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { ThemeProvider } from "styled-components";
import { CONTENT_KINDS, isPageKind, type ContentKind } from "../../../gatsby/content/content-kinds";
import { previewData } from "../../../gatsby/cms/preview-data";
import { queryShapedFile, type PreviewContext } from "../../../gatsby/cms/preview/query-shaped";
import { theme } from "../../theme/theme";
import { PageSections, type PageSectionData } from "../registry";

/** The kind of the pages made of sections (data/pages, data/services). */
export const SECTION_PAGE_KIND = (CONTENT_KINDS as readonly ContentKind[]).find((kind) => isPageKind(kind) && kind.directories.includes("pages"))!;

/**
 * What shapes a data file as its query answers it, by the CMS preview's rules
 * (gatsby/cms/preview/query-shaped.ts), which are the build's: links, icons, each section's type and
 * listed collections, and images as a file gatsby-plugin-image draws (800×600), so their alternative
 * texts show.
 */
export function previewContext(dataDirectory = path.resolve("data")): PreviewContext {
  return { data: previewData(dataDirectory), image: (src) => Promise.resolve({ src, width: 800, height: 600 }) };
}

/**
 * A page file's sections rendered through the registry as the page template renders them; the
 * site data and the forms' copy, both static queries, are what the preview's snapshot holds of them.
 */
export async function renderPageSections(page: { sections: readonly object[] }, file: string, context: PreviewContext): Promise<HTMLElement> {
  const { sections } = (await queryShapedFile(page, SECTION_PAGE_KIND, path.basename(file, ".json"), context)) as unknown as { sections: PageSectionData[] };
  jest.mocked(useStaticQuery).mockReturnValue(context.data.staticQuery);
  let container: HTMLElement | undefined;
  // Each kind's code loads on demand; act waits for it.
  await act(async () => {
    container = render(
      <ThemeProvider theme={theme}>
        <PageSections sections={sections} />
      </ThemeProvider>,
    ).container;
  });
  return container!;
}
