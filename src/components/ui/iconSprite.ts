// Written by `npm run icons` (scripts/icons.mjs) from the list in ./icons.tsx: do not edit.
export const spriteHref = '/icons.svg?v=44d13e610d'
