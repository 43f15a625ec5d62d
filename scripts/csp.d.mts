export declare const thirdParty: { images: string[]; frames: string[] };
export declare function inlineScripts(html: string): string[];
export declare function scriptHash(body: string): string;
export declare function pagePolicy(hashes: string[]): string;
export declare function withPolicy(html: string): string;
