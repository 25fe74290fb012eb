/** The texts of an event's sign-up (issue 23, item 3): the form on the event's page and the cancel page. */
export const signupCopy = {
  heading: 'Regístrate a este evento',
  /** The block under an event's title (issue 38, item 6). */
  glance: 'El evento de un vistazo',
  closedShort: 'El registro ya cerró.',
  when: 'Cuándo',
  where: 'Dónde',
  capacity: 'Cupo',
  places: (free: number) => (free === 1 ? 'Queda 1 lugar.' : `Quedan ${free} lugares.`),
  full: 'El cupo está lleno: puedes registrarte en la lista de espera y te avisaremos si se libera un lugar.',
  deadline: (when: string) => `Puedes registrarte hasta el ${when}.`,
  closed: 'El registro para este evento ya cerró.',
  guests: 'Acompañantes',
  guestsHint: 'Personas que vienen contigo (0 a 4).',
  programme: 'Programa de interés (opcional)',
  noProgramme: 'Aún no lo sé',
  submit: 'Registrarme',
  submitWaiting: 'Anotarme en la lista de espera',
  sending: 'Enviando…',
  confirmedTitle: '¡Tu lugar está confirmado!',
  // Also the API's message when it answers a second sign-up with the first one.
  again: 'Ya tenías un registro para este evento: te enviamos de nuevo la confirmación.',
  confirmedText: 'Te enviamos un correo con los detalles y la invitación para tu calendario.',
  waitingTitle: 'Quedaste en la lista de espera',
  waitingText: (position: number) =>
    `Tienes el lugar ${position} en la lista. Si alguien cancela, te daremos su lugar en orden de llegada y te avisaremos por correo.`,
  failure: 'No se completó el registro. Intenta de nuevo.',
  another: 'Registrar a otra persona',
} as const

export const cancelCopy = {
  title: 'Cancelar tu registro',
  lead: (nombre: string, evento: string) => `${nombre}, ¿ya no puedes asistir a «${evento}»?`,
  explain: 'Si cancelas, tu lugar pasa a la siguiente persona de la lista de espera.',
  confirm: 'Sí, cancelar mi registro',
  done: 'Tu registro está cancelado.',
  doneText: (evento: string) => `Ya no tienes lugar en «${evento}». Si cambias de opinión, puedes registrarte de nuevo mientras haya cupo.`,
  invalidTitle: 'Este enlace no es válido',
  invalidText: 'Revisa que lo hayas copiado completo desde el correo de tu registro.',
  back: 'Ver el evento',
  events: 'Ver Actividades UGC',
} as const
