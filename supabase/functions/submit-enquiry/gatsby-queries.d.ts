/**
 * The one type of Gatsby's generated src/gatsby-types.d.ts that the shared form rules name
 * (src/forms/validation.ts: ServiceValue). Under Deno a service value is checked at run time
 * against the schema's list (SERVICE_VALUES), so its type here is the plain string.
 */
declare namespace Queries {
  type FormServiceValue = string;
}
