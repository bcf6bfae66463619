/**
 * The id of a detail route is the last dash-separated segment of its parameter
 * (SPEC §2): "ouverture-de-la-saison-12" → 12, "12" → 12. Anything else → null.
 */
export function idFromParam(param: string | undefined): number | null {
  if (!param) return null
  const last = param.split('-').pop() ?? ''
  if (!/^\d{1,9}$/.test(last)) return null
  const id = Number(last)
  return id > 0 ? id : null
}
