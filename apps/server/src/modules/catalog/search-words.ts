/**
 * The typo-tolerant half of search: a query's words matched against the table of distinct catalog words, and the
 * full-text queries built from those matches.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchWords } from '../../db/schema';

/** At most this many words of a query are looked up, and this many catalog words stand in for each. */
const SEARCH_WORDS = 8;
const ALIKE_PER_WORD = 6;

/** A word of the query and the catalog words most like it, closest first (the word itself when known). */
export interface WordAlike {
  typed: string;
  alike: string[];
}

/**
 * The words of a query, as the full-text parser splits them, each with the catalog words most like it: trigram
 * word similarity above the session threshold, found through the trigram index (`<%`) on the small word table.
 */
export async function wordsAlike(db: Db, term: string): Promise<WordAlike[]> {
  const { rows } = (await db.execute(sql`
    select typed.word as typed, array(
      select w.word from ${searchWords} w
      where typed.word <% w.word
      order by word_similarity(typed.word, w.word) desc, similarity(typed.word, w.word) desc, w.word
      limit ${sql.raw(String(ALIKE_PER_WORD))}
    ) as alike
    from (
      select word from unnest(tsvector_to_array(to_tsvector('simple', ${term}))) as word
      limit ${sql.raw(String(SEARCH_WORDS))}
    ) as typed
  `)) as { rows: WordAlike[] };
  return rows;
}

/** A catalog word as a full-text query term, taken as it is (quotes and backslashes doubled). */
function lexeme(word: string) {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

const all = (list: string[]) => list.map((item) => `(${item})`).join(' & ');
const either = (list: string[]) => list.map((item) => `(${item})`).join(' | ');

/**
 * Full-text queries (tsquery text) for the search tiers: every word as typed; every word's closest match; and some
 * word held only through a match other than its closest with every other word through any of its matches, which
 * the index finds by those other matches, never by the closest ones the earlier tiers hold. `known`: every word
 * typed is a catalog word (else the first tier is empty). Each word must have at least one match.
 */
export function fullTextQueries(words: readonly WordAlike[]) {
  return {
    typed: all(words.map((word) => lexeme(word.typed))),
    closest: all(words.map((word) => lexeme(word.alike[0]!))),
    others: either(
      words.flatMap((word, i) =>
        word.alike.length < 2
          ? []
          : [
              all(
                words.map((other, j) => either((j === i ? other.alike.slice(1) : other.alike).map(lexeme))),
              ),
            ],
      ),
    ),
    known: words.every((word) => word.alike.includes(word.typed)),
  };
}
