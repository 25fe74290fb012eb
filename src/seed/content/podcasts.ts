import type { SeedPodcast } from '../types'

export const podcasts: SeedPodcast[] = [
  {
    titulo: 'Voces del Cabo: el turismo que viene después del verano',
    presentador: 'Lic. Daniela Arce',
    inivtados: 'Mtro. Ricardo Ojeda y Lic. Paola Villavicencio',
    fecha_publicacion: '2026-06-05',
    tono: 220,
  },
  {
    titulo: 'Salud mental en la temporada alta: cuidarse mientras se atiende a otros',
    presentador: 'Mtra. Claudia Espinoza',
    inivtados: 'Psic. Andrea Lucero',
    fecha_publicacion: '2026-06-19',
    tono: 262,
  },
  {
    titulo: 'Sabores del Mar de Cortés: la cocina sudcaliforniana en la mesa',
    presentador: 'Chef Héctor Manríquez',
    inivtados: 'Chef Laura Geraldo y Sr. Ramón Cota, pescador de Cabo San Lucas',
    fecha_publicacion: '2026-07-10',
    tono: 294,
  },
  {
    titulo: 'Cómo elegir tu carrera sin morir en el intento',
    presentador: 'Lic. Daniela Arce',
    fecha_publicacion: '2026-07-31',
    tono: 330,
  },
  {
    titulo: 'Tus derechos como trabajador de la industria turística',
    presentador: 'Mtro. Fernando Amador',
    inivtados: 'Lic. Jorge Ruiz y Lic. Sofía Talamantes',
    fecha_publicacion: '2026-08-21',
    tono: 349,
  },
  {
    titulo: 'Emprender en Los Cabos: historias de egresados',
    presentador: 'Mtra. Claudia Espinoza',
    inivtados: 'Lic. Mariana Castro y Ing. Luis Beltrán',
    fecha_publicacion: '2026-09-11',
    tono: 392,
  },
  {
    titulo: 'Agua, turismo y futuro: lo que debemos saber',
    presentador: 'Dra. Beatriz Cosío',
    inivtados: 'Dr. Manuel Fiol y Mtra. Ana López',
    fecha_publicacion: '2026-10-02',
    tono: 440,
  },
  {
    titulo: 'Tradiciones de Día de Muertos en Baja California Sur',
    presentador: 'Lic. Daniela Arce',
    fecha_publicacion: '2026-10-30',
    tono: 494,
  },
  {
    titulo: 'Inteligencia artificial en el aula: aliada o amenaza',
    presentador: 'Ing. Óscar Higuera',
    inivtados: 'Mtra. Gabriela Núñez',
    fecha_publicacion: '2026-11-06',
    tono: 587,
  },
  {
    titulo: 'Finanzas personales para el fin de año',
    presentador: 'Mtro. Fernando Amador',
    fecha_publicacion: '2026-11-20',
    tono: 660,
  },
]
