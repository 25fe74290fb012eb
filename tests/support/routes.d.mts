export declare const publicRoutes: string[]
export declare const publicApiReads: string[]
