export default function HomePage() {
  return (
    <main>
      <h1>Universidad UGC Los Cabos</h1>
      <p>Evolucionar para Trascender.</p>
    </main>
  )
}
