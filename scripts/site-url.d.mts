export declare const defaultSiteUrl: string;
export declare function siteUrl(): string;
