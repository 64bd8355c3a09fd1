/**
 * The spec's product slug, also every store's: the name lowercased, spaces to hyphens (accents dropped, other
 * signs removed). Shared: the web app finds a store by its name's slug before asking for the store list.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}
