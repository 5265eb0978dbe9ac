import type { Ranking } from "./ranking.ts";

/** …holding at most this many verses in all (12 bytes each). */
const MAX_CACHED_VERSES = 250_000;

/**
 * Rankings of recent queries, least recently used dropped first, for paging
 * and as-you-type repeats: at most `size` queries and MAX_CACHED_VERSES
 * verses in all. A size of 0 keeps nothing.
 */
export class RankingCache {
  private readonly entries = new Map<string, Ranking>();
  private verses = 0;

  constructor(private readonly size: number) {}

  get(key: string): Ranking | undefined {
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
    }
    return cached;
  }

  set(key: string, ranking: Ranking): void {
    if (this.size <= 0) return;
    this.entries.set(key, ranking);
    this.verses += ranking.docs.length;
    for (const [oldest, { docs }] of this.entries) {
      if (this.entries.size <= this.size && this.verses <= MAX_CACHED_VERSES) break;
      this.entries.delete(oldest);
      this.verses -= docs.length;
    }
  }
}
