/** A number as a form sends it: "3", "2.5", "-1"; null for anything else (blank, "3 days", "1e3"). */
export function readNumber(value: string): number | null {
  const text = value.trim()
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return null
  const number = Number(text)
  return Number.isFinite(number) ? number : null
}
