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

/** The bar over a preview shared with a link, for someone outside the staff. */
export const sharedPreviewBar = {
  notice: 'Vista previa compartida',
  detail: (until: string) =>
    `Este borrador aún no está publicado: te lo compartieron para revisarlo. El enlace vale hasta el ${until} (hora de Los Cabos).`,
}

/** What /vista-compartida/<token> answers when the link opens nothing. */
export const sharedPreviewRefusal = {
  title: 'Vista previa no disponible',
  unknown: 'Este enlace de vista previa no existe. Revisa que esté completo o pide uno nuevo a quien te lo compartió.',
  expired: 'Este enlace de vista previa ya venció. Pide uno nuevo a quien te lo compartió.',
  revoked: 'Este enlace de vista previa se desactivó. Pide uno nuevo a quien te lo compartió.',
}
