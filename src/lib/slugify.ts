/**
 * The spec's slug rule (§3): lowercase, accents removed, only letters, digits, spaces and
 * hyphens kept, whitespace to hyphens, repeated hyphens collapsed.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
}
