export declare const testSiteUrl: string
