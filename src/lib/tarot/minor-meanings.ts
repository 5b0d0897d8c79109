import cups from '../../../content/tarot/minor-arcana/cups.json';
import pentacles from '../../../content/tarot/minor-arcana/pentacles.json';
import swords from '../../../content/tarot/minor-arcana/swords.json';
import wands from '../../../content/tarot/minor-arcana/wands.json';
import type { MinorCardName, Suit } from './minor-arcana';
import { suitFileSchema, type MinorCardMeaning } from './minor-schema';

const FILES: Record<Suit, unknown> = { Wands: wands, Cups: cups, Swords: swords, Pentacles: pentacles };

let parsed: ReadonlyMap<MinorCardName, MinorCardMeaning> | undefined;

/** The 56 minor arcana texts from content/tarot/minor-arcana/, validated once on first use. */
export function minorMeaningLibrary(): ReadonlyMap<MinorCardName, MinorCardMeaning> {
  parsed ??= new Map(
    (Object.entries(FILES) as [Suit, unknown][]).flatMap(([suit, file]) =>
      suitFileSchema(suit)
        .parse(file)
        .map((card) => [card.name, card] as const),
    ),
  );
  return parsed;
}

export function minorMeaning(name: MinorCardName): MinorCardMeaning {
  const card = minorMeaningLibrary().get(name);
  if (!card) throw new Error(`No meaning for ${name}`);
  return card;
}
