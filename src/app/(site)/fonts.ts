import localFont from 'next/font/local'

/** Montserrat, self-hosted from @fontsource-variable; next/font adds the size-adjusted fallback. */
export const montserrat = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
      weight: '100 900',
      style: 'normal',
    },
  ],
  variable: '--font-montserrat',
  display: 'swap',
  fallback: ['Arial', 'sans-serif'],
})
