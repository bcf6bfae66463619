/**
 * Which travellers give an identity document: every one who is not Swiss (LEI art. 16, OASA art. 18:
 * foreign guests are reported with their document). The server decides; the form's script follows
 * the same rule to show the fields as the nationality changes. Pure and browser-safe, no imports.
 */
export const SWISS = 'CH'

export function needsDocument(nationality: string): boolean {
  return nationality.trim().toUpperCase() !== SWISS
}
