/** An idempotency key as the site's forms send it: 16 to 100 letters, digits, `-` or `_` (a UUID fits). */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/

export const idempotencyKeyMessage = 'La clave del envío no es válida: debe tener de 16 a 100 letras, dígitos, guiones o guiones bajos.'
