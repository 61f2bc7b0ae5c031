import { graphql, useStaticQuery } from "gatsby";

/** The one place components read site identity and shell content from (data/site.json). */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
        logoText
        logoTagline
        language
        titleTemplate
        description
        keywords
        defaultImage {
          publicURL
          childImageSharp {
            original {
              width
              height
            }
          }
        }
        defaultImageAlt
        schedulerUrl
        contact {
          phone
          emergencyHotline
          email
          hours
          address {
            streetAddress
            locality
            region
            postalCode
            country
          }
        }
        social {
          network
          label
          url
        }
        header {
          servicesLabel
          serviceGroups {
            title
            links {
              label
              to
            }
          }
          viewAllLink {
            label
            to
          }
          links {
            label
            to
          }
          ctaLabel
          navLabel
          menuButtonLabel
          sheetTitle
          closeLabel
        }
        footer {
          about
          contactTitle
          socialTitle
          columns {
            title
            links {
              label
              to
              disabled
            }
          }
          copyright
        }
        listPages {
          navLabel
          previousLabel
          nextLabel
          pageLabel
          pageTitle
        }
        ui {
          skipLink
          newTab
          comingSoon
        }
        feed {
          links {
            href
            type
            title
          }
        }
      }
    }
  `);
  if (!data.siteJson) throw new Error("data/site.json is missing: the site cannot render without it");
  return { ...data.siteJson, siteUrl: data.site?.siteMetadata?.siteUrl ?? "" };
}

export type SiteData = ReturnType<typeof useSiteData>;

/** `tel:` href from a display number such as "+1 (555) 010-0100". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
