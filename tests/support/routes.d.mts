export declare const publicRoutes: string[]
