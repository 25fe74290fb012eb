export const metadata = {
  title: 'Página mínima de Next.js',
  description: 'Una página de Next.js con un título, un párrafo y un componente de cliente, para medir el piso del framework.',
}
export const viewport = { width: 'device-width', initialScale: 1 }
export default function Layout({ children }) {
  return (
    <html lang="es-MX">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem', lineHeight: 1.5, color: '#222' }}>{children}</body>
    </html>
  )
}
