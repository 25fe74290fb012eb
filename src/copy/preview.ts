/** Texts of «Vista previa» (issue 21): the bar over a previewed page and the refusals of /vista-previa. */
export const previewBar = {
  notice: 'Estás viendo una vista previa',
  detail: 'Así se verá con los cambios sin publicar. Nadie más la ve.',
  leave: 'Salir de la vista previa',
}

export const previewRefusal = {
  title: 'Vista previa no disponible',
  back: 'Ir a la administración',
  notOurs: 'Esta dirección no es una página del sitio.',
  signIn: 'Inicia sesión en la administración para ver la vista previa.',
  expired: 'Este enlace de vista previa ya venció. Ábrelo de nuevo desde el editor.',
  forged: 'Este enlace de vista previa no es válido. Ábrelo desde el editor.',
}
