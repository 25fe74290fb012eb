import { Counter } from './Counter'
export default function Page() {
  return (
    <main>
      <h1>Página mínima de Next.js</h1>
      <p>Un título, este párrafo y un botón que cuenta: lo menos que una página de Next.js envía y ejecuta.</p>
      <Counter />
    </main>
  )
}
