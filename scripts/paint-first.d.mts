export declare const parkedModuleId: string;
export declare const parkedModuleType: string;
export declare const bootScript: string;
export declare function withPaintFirstBoot(html: string): string;
