import type { SeedBenefit, SeedSuccessStory } from '../types'

export const successStories: SeedSuccessStory[] = [
  {
    titulo: 'Mariana Castro Villalobos',
    subtitulo: 'Licenciatura en Gastronomía',
    orden: 1,
    image: {
      file: 'caso-mariana-castro-villalobos',
      alt: 'Mariana Castro Villalobos con filipina en la cocina del restaurante que dirige',
      label: 'Mariana Castro Villalobos',
      caption: 'Chef ejecutiva',
      motif: 'people',
    },
  },
  {
    titulo: 'José Luis Geraldo Amador',
    subtitulo: 'Licenciatura en Administración de Empresas Turísticas',
    orden: 2,
    image: {
      file: 'caso-jose-luis-geraldo-amador',
      alt: 'José Luis Geraldo Amador en el lobby del hotel donde es gerente de división cuartos',
      label: 'José Luis Geraldo Amador',
      caption: 'Gerente de división cuartos',
      motif: 'people',
    },
  },
  {
    titulo: 'Karla Patricia Osuna Lizárraga',
    subtitulo: 'Licenciatura en Derecho',
    orden: 3,
    image: {
      file: 'caso-karla-osuna-lizarraga',
      alt: 'Karla Patricia Osuna Lizárraga en su despacho jurídico de San José del Cabo',
      label: 'Karla P. Osuna Lizárraga',
      caption: 'Abogada litigante',
      motif: 'people',
    },
  },
  {
    titulo: 'Diego Armando Ceseña Ruiz',
    subtitulo: 'Ingeniería en Sistemas Computacionales',
    orden: 4,
    image: {
      file: 'caso-diego-cesena-ruiz',
      alt: 'Diego Armando Ceseña Ruiz trabajando frente a dos monitores en su empresa de software',
      label: 'Diego Armando Ceseña Ruiz',
      caption: 'Fundador de empresa de software',
      motif: 'people',
    },
  },
  {
    titulo: 'Ana Sofía Márquez Peralta',
    subtitulo: 'Licenciatura en Psicología',
    orden: 5,
    image: {
      file: 'caso-ana-sofia-marquez-peralta',
      alt: 'Ana Sofía Márquez Peralta sonriendo en su consultorio de psicología',
      label: 'Ana Sofía Márquez Peralta',
      caption: 'Psicoterapeuta Gestalt',
      motif: 'people',
    },
  },
  {
    titulo: 'Ricardo Félix Manríquez',
    subtitulo: 'Licenciatura en Contaduría Pública',
    orden: 6,
    image: {
      file: 'caso-ricardo-felix-manriquez',
      alt: 'Ricardo Félix Manríquez en la oficina de contraloría de un resort',
      label: 'Ricardo Félix Manríquez',
      caption: 'Contralor de resort',
      motif: 'people',
    },
  },
]

export const benefits: SeedBenefit[] = [
  {
    descuento: 15,
    titulo: 'Mariscos El Güero',
    descripcion:
      'Descuento en el consumo total de alimentos presentando tu credencial de egresado UGC. Válido de lunes a jueves, no aplica en bebidas alcohólicas ni con otras promociones.',
    ubicacion: 'Blvd. Lázaro Cárdenas s/n, col. Centro, Cabo San Lucas',
    orden: 1,
    image: {
      file: 'benef-mariscos-el-guero',
      alt: 'Plato de tostadas de ceviche y aguachile sobre una mesa de madera',
      label: 'Mariscos El Güero',
      caption: '15 % de descuento',
      motif: 'star',
    },
  },
  {
    descuento: 25,
    titulo: 'Gimnasio Cabo Fitness',
    descripcion:
      'Descuento en la inscripción y en la mensualidad para egresados y un acompañante. Incluye una evaluación física inicial sin costo.',
    ubicacion: 'Carretera Transpeninsular km 4.5, Cabo San Lucas',
    orden: 2,
    image: {
      file: 'benef-gimnasio-cabo-fitness',
      alt: 'Área de pesas de un gimnasio con vista a las montañas',
      label: 'Cabo Fitness',
      caption: '25 % de descuento',
      motif: 'star',
    },
  },
  {
    descuento: 20,
    titulo: 'Óptica Visión del Cabo',
    descripcion:
      'Descuento en armazones y lentes graduados, además de examen de la vista gratuito para egresados UGC y sus familiares directos.',
    ubicacion: 'Calle Zaragoza 210, col. Centro, San José del Cabo',
    orden: 3,
    image: {
      file: 'benef-optica-vision-del-cabo',
      alt: 'Exhibidor de armazones de lentes en una óptica',
      label: 'Óptica Visión del Cabo',
      caption: '20 % de descuento',
      motif: 'people',
    },
  },
  {
    descuento: 10,
    titulo: 'Librería El Faro',
    descripcion:
      'Descuento en libros, papelería y material de oficina presentando tu credencial de egresado. Aplica también en pedidos especiales por encargo.',
    ubicacion: 'Av. Miguel Hidalgo 15, col. Centro, Cabo San Lucas',
    orden: 4,
    image: {
      file: 'benef-libreria-el-faro',
      alt: 'Estantes de madera llenos de libros en una librería local',
      label: 'Librería El Faro',
      caption: '10 % de descuento',
      motif: 'book',
    },
  },
  {
    descuento: 30,
    titulo: 'Spa Arena y Mar',
    descripcion:
      'Descuento en masajes, faciales y circuito de hidroterapia en el spa del hotel, de domingo a jueves. Es necesario reservar con 48 horas de anticipación.',
    ubicacion: 'Carretera Transpeninsular km 19.5, Corredor Turístico, San José del Cabo',
    orden: 5,
    image: {
      file: 'benef-spa-arena-y-mar',
      alt: 'Cabina de masaje con toallas blancas y vista al océano',
      label: 'Spa Arena y Mar',
      caption: '30 % de descuento',
      motif: 'wave',
    },
  },
  {
    descuento: 20,
    titulo: 'Centro de Idiomas Baja Lingua',
    descripcion:
      'Descuento en cursos de francés, italiano y alemán para egresados que deseen ampliar sus oportunidades en la industria turística.',
    ubicacion: 'Blvd. Mijares 1120, col. Centro, San José del Cabo',
    orden: 6,
    image: {
      file: 'benef-baja-lingua-idiomas',
      alt: 'Aula de idiomas con banderas de Francia, Italia y Alemania',
      label: 'Baja Lingua',
      caption: '20 % de descuento',
      motif: 'globe',
    },
  },
]
