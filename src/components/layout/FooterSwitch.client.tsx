'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'

/**
 * Shows the /preparatoria footer on that page and the standard one everywhere else. Both are
 * rendered on the server; the layout cannot know the path, this leaf can.
 */
export function FooterSwitch({ standard, preparatoria }: { standard: React.ReactNode; preparatoria: React.ReactNode }) {
  return usePathname() === '/preparatoria' ? preparatoria : standard
}
