/* The contact form's fixed messages, apart from the schema so that a page can show them without
   loading zod: the form fetches the schema only when a person sends it. */

export const captchaMessage = 'Por favor, completa el reCAPTCHA'
/**
 * The same, at the captcha itself, in the words of the one on the page: the site's own checkbox
 * (ALTCHA, the default) or Google's. The banner keeps the specification's sentence.
 */
export const captchaFieldMessage = {
  altcha: 'Marca «No soy un robot» para enviar.',
  recaptcha: 'Completa el reCAPTCHA para enviar.',
} as const
export const programmeMessage = 'Por favor, selecciona un programa.'
export const phoneMessage = 'El número debe contener exactamente 10 dígitos.'
export const consentMessage = 'Para enviar tu solicitud, acepta el aviso de privacidad.'
