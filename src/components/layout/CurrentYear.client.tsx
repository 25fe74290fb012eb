'use client'

import { useEffect, useState } from 'react'

/**
 * The current year. The server's year is baked into a prerendered page; the browser corrects it
 * after a new year begins, before the page is built again.
 */
export function CurrentYear({ initial }: { initial: number }) {
  const [year, setYear] = useState(initial)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return <>{year}</>
}
