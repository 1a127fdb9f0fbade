// For tests of content a volunteer left half-written: a field the schema requires (so the generated
// type says it is always there) that an older or unfinished document still lacks. The code reading
// it must cope; a test passes `absent()` where the real dataset would hold null.
export const absent = <T = never>(): T => null as T
