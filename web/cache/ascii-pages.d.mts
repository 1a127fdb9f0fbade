// Types for ascii-pages.mjs (plain JavaScript, because Next loads it directly at run time).
export declare function asciiHtml(html: string): string
export declare function asciiPage<T>(value: T): T
export declare function withAsciiPages<T extends abstract new (...args: never[]) => object>(Handler: T): T
