import fs from 'node:fs'

/**
 * The setup token of the one-time address `npm start` printed for a site with no account, read
 * from the server's output as the person who started it reads their terminal.
 */
export function setupTokenFromLog(logFile: string): string {
  const printed = fs.readFileSync(logFile, 'utf8').match(/\/admin\/create-first-user\?token=([\w-]+)/g)
  if (!printed) throw new Error(`${logFile} no muestra la dirección de configuración`)
  // The latest start's address is the valid one.
  return printed.at(-1)!.split('token=')[1]!
}
