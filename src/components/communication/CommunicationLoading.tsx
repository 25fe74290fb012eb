/** The route's loading state (spec §2.12, §4): the spec's text, announced politely. */
export function CommunicationLoading({ text }: { text: string }) {
  return (
    <div className="container-page section-space flex items-center justify-center gap-3" role="status">
      <span aria-hidden="true" className="size-5 rounded-full border-2 border-brand border-t-transparent motion-safe:animate-spin" />
      <p className="text-lg font-semibold text-muted">{text}</p>
    </div>
  )
}
