/**
 * A URL slug from a title: lowercase ASCII, accents removed, every run of other characters
 * turned into one dash, no dash at either end. "Chalet Les Mélèzes – 4 pièces" gives
 * "chalet-les-melezes-4-pieces".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/đ/g, 'd')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
