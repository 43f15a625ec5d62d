import type { Plugin } from "vite";
export declare function inlineScript(): Plugin;
