import commonSchema from "../../data/schemas/common.schema.json";

/**
 * The longest title and description a page's `seo` block may have (data/schemas/common.schema.json),
 * which a title or description filled in from parts (a category's page, page 2 of a list) keeps to as well.
 */
export const SEO_TITLE_MAX_LENGTH = commonSchema.definitions.seo.properties.title.maxLength;
export const SEO_DESCRIPTION_MAX_LENGTH = commonSchema.definitions.seo.properties.description.maxLength;
