export declare const testSlot: number
export declare function slotPort(port: number): number
export declare function slotName(name: string): string
export declare function slotRedisDb(db: number): number
