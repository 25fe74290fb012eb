import { FieldError } from '@/components/ui/Field'

/**
 * The consent to the aviso de privacidad that Mexican data-protection law asks for: a box the
 * form cannot be sent without, its message tied to it for screen readers.
 */
export function ConsentField({ id, error }: { id: string; error?: string }) {
  const errorId = `${id}-error`
  return (
    <>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="acepta_aviso"
          value="si"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-6 shrink-0 cursor-pointer scroll-mt-32 accent-brand"
        />
        <label htmlFor={id} className="cursor-pointer font-semibold text-ink">
          He leído y acepto la política de privacidad y el aviso de privacidad.
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </>
  )
}
