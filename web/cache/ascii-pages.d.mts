// Types for ascii-pages.mjs (plain JavaScript, like the handler @fortedigital/nextjs-cache-handler documents).
export declare function asciiHtml(html: string): string
export declare function asciiPage<T>(value: T): T
export declare function withAsciiPages<T extends abstract new (...args: never[]) => object>(Handler: T): T
