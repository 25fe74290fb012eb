/** The list's «Repetida» column: says so in words, and nothing for a first request. */
export function DuplicateCell({ cellData }: { cellData?: unknown }) {
  return <span>{cellData === true ? 'Repetida' : ''}</span>
}
