export type Edge = { base: string; purgeUrl: string; objects: () => number; stop: () => void }
export declare function startEdge(port: number, backends: string[]): Promise<Edge>
export declare function stopEdges(): void
