/**
 * What the site's components import from "gatsby", in the CMS preview's bundle (preview-bundle.ts
 * maps the module here): there is no GraphQL server there. A fragment or query is inert text, and
 * every static query answers with what the build wrote into the preview's snapshot
 * (../preview-data.ts `staticQuery`, merged: each component reads only its own fields).
 */
let answers: unknown = {};

export function answerStaticQueries(value: unknown): void {
  answers = value;
}

export function graphql(): void {}

export function useStaticQuery<T>(): T {
  return answers as T;
}
