export function startFromSeeded(dataDir: string): void
