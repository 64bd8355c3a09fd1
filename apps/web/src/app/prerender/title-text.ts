/**
 * The text of a `<title>` React rendered: its markup has `&`, `<`, `>`, `"` and `'` escaped, and the server escapes
 * the title it puts in the page, so the text goes there plain (escaped twice, "Ali & Sons" read "Ali &amp; Sons").
 */
export const titleText = (markup: string) =>
  markup
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
