import { controlClass, Field } from '@/components/ui/Field'
import { requestCampusLabels, type RequestCampus } from '@/lib/requestCampus'

/**
 * «Campus de interés», asked only when the chosen programme is given at more than one campus (or
 * online too): the answer sends the request to the advisers of that campus.
 */
export function CampusField({ id, sedes, error }: { id: string; sedes: readonly RequestCampus[] | undefined; error?: string }) {
  if (!sedes || sedes.length < 2) return null
  return (
    <Field id={id} label="Campus de interés" hint="Este programa se imparte en más de un campus." error={error} className="sm:col-span-2">
      {(control) => (
        <select {...control} name="campus" required defaultValue="" className={`${controlClass} cursor-pointer`}>
          <option value="" disabled>
            Selecciona un campus
          </option>
          {sedes.map((campus) => (
            <option key={campus} value={campus}>
              {requestCampusLabels[campus]}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
