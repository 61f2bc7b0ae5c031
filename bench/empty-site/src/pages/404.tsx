/** The static server answers unknown addresses (the browser's favicon request) with this page. */
export default function NotFoundPage() {
  return <h1>Not found</h1>;
}
