/** One CSV field: quoted when needed, and defused when a spreadsheet would read it as a formula. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A CSV document (UTF-8 with BOM, so Excel reads the accents) from a header and rows. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}
