// Written by `npm run icons` (scripts/icons.mjs) from the list in ./icons.tsx: do not edit.
export const spriteHref = '/icons.svg?v=c63d66643d'
