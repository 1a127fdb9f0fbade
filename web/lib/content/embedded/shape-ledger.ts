// The crops (shapes) each source image has, for the per-source cap: a crop takes its place when it is
// admitted, before its render waits in line, so a burst of different crops at once finds the cap as
// full as a slow run of them would; a render that does not happen (file missing, client gone) gives
// its place back. A made crop holds its place for `holdMs`, then frees it (its file stays in the
// variant cache while that keeps it): a flood of made-up crops refuses other made-up crops for that
// long, never for the life of the process. Only sources that exist keep entries, so made-up file names
// cost no memory. The crops the site's pages ask for are never counted (image-variant.ts).

type Entry = {made: Map<string, number>; pending: Map<string, number>}

export class ShapeLedger {
  private readonly sources = new Map<string, Entry>()

  constructor(
    private readonly perSource: number,
    private readonly holdMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a place for `shape` of `file`, unless the source already has `perSource` other shapes
   * (made within `holdMs`, or being made). Each true must be followed by one settle(). */
  admit(file: string, shape: string): boolean {
    const entry = this.sources.get(file) ?? {made: new Map<string, number>(), pending: new Map<string, number>()}
    this.expire(entry)
    const known = entry.made.has(shape) || entry.pending.has(shape)
    if (!known && this.placesTaken(entry) >= this.perSource) return false
    entry.pending.set(shape, (entry.pending.get(shape) ?? 0) + 1)
    this.sources.set(file, entry)
    return true
  }

  /** Ends an admitted request: `made` keeps the shape's place for `holdMs` from now; otherwise its place
   * is freed once no other request for it is under way. */
  settle(file: string, shape: string, made: boolean): void {
    const entry = this.sources.get(file)
    if (!entry) return
    const waiting = (entry.pending.get(shape) ?? 1) - 1
    if (waiting > 0) entry.pending.set(shape, waiting)
    else entry.pending.delete(shape)
    if (made) entry.made.set(shape, this.now())
    this.forgetIfEmpty(file, entry)
  }

  /** How many shapes of `file` are made (within `holdMs`) or being made. */
  count(file: string): number {
    const entry = this.sources.get(file)
    if (!entry) return 0
    this.expire(entry)
    const taken = this.placesTaken(entry)
    this.forgetIfEmpty(file, entry)
    return taken
  }

  private placesTaken(entry: Entry): number {
    return entry.made.size + [...entry.pending.keys()].filter((shape) => !entry.made.has(shape)).length
  }

  private expire(entry: Entry): void {
    const since = this.now() - this.holdMs
    for (const [shape, madeAt] of entry.made) if (madeAt <= since) entry.made.delete(shape)
  }

  private forgetIfEmpty(file: string, entry: Entry): void {
    if (!entry.made.size && !entry.pending.size) this.sources.delete(file)
  }
}
