// The crops (shapes) each source image has, for the per-source cap: a crop takes its place when it is
// admitted, before its render waits in line, so a burst of different crops at once finds the cap as
// full as a slow run of them would; a render that does not happen (file missing, client gone) gives
// its place back. Only sources that exist keep entries, so made-up file names cost no memory.

type Entry = {made: Set<string>; pending: Map<string, number>}

export class ShapeLedger {
  private readonly sources = new Map<string, Entry>()

  constructor(private readonly perSource: number) {}

  /** Takes a place for `shape` of `file`, unless the source already has `perSource` other shapes
   * (made or being made). Each true must be followed by one settle(). */
  admit(file: string, shape: string): boolean {
    const entry = this.sources.get(file) ?? {made: new Set<string>(), pending: new Map<string, number>()}
    const known = entry.made.has(shape) || entry.pending.has(shape)
    if (!known && this.count(file) >= this.perSource) return false
    entry.pending.set(shape, (entry.pending.get(shape) ?? 0) + 1)
    this.sources.set(file, entry)
    return true
  }

  /** Ends an admitted request: `made` keeps the shape for good; otherwise its place is freed once no
   * other request for it is under way. */
  settle(file: string, shape: string, made: boolean): void {
    const entry = this.sources.get(file)
    if (!entry) return
    const waiting = (entry.pending.get(shape) ?? 1) - 1
    if (waiting > 0) entry.pending.set(shape, waiting)
    else entry.pending.delete(shape)
    if (made) entry.made.add(shape)
    if (!entry.made.size && !entry.pending.size) this.sources.delete(file)
  }

  /** How many shapes of `file` are made or being made. */
  count(file: string): number {
    const entry = this.sources.get(file)
    if (!entry) return 0
    return entry.made.size + [...entry.pending.keys()].filter((shape) => !entry.made.has(shape)).length
  }
}
