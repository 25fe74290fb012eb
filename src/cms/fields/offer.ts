import type { Field } from 'payload'
import { areaLabels, campusLabels, modalityLabels, monthLabels } from '@/lib/offer'
import { choices } from './common'

/**
 * What the programme finder (/oferta-academica) filters by, shown on each programme's page too:
 * area, modalities, campuses, duration and start months. The same fields on programmes and
 * CONOCER standards, so both levels fill the finder alike.
 */
export function offerFields(): Field {
  return {
    type: 'collapsible',
    label: 'Datos para el buscador de oferta',
    admin: { description: 'Se muestran en la página del programa y permiten encontrarlo en «Toda la oferta».' },
    fields: [
      { name: 'area', type: 'select', label: 'Área de conocimiento', options: choices(areaLabels), index: true },
      {
        type: 'row',
        fields: [
          {
            name: 'modalidades',
            type: 'select',
            hasMany: true,
            label: 'Modalidades',
            options: choices(modalityLabels),
            admin: { width: '50%' },
          },
          { name: 'campus', type: 'select', hasMany: true, label: 'Campus', options: choices(campusLabels), admin: { width: '50%' } },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'duracion',
            type: 'text',
            label: 'Duración',
            maxLength: 60,
            admin: { width: '50%', description: 'Como la lee quien visita el sitio: «3 años», «6 meses».' },
          },
          {
            name: 'duracion_meses',
            type: 'number',
            label: 'Duración en meses',
            min: 0,
            max: 120,
            admin: { width: '50%', step: 1, description: 'Para el filtro por duración: 3 años son 36.' },
          },
        ],
      },
      { name: 'inicio', type: 'select', hasMany: true, label: 'Meses de inicio', options: choices(monthLabels) },
    ],
  }
}
