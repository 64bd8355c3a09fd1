/** An order line's words in the language on screen, without the schemas of `orders`. */
import type { Language } from './labels';

/** A chosen option or addon of an order line in the language on screen, as `orderLineName` picks the name. */
export function orderChoice(
  choice: {
    group: string;
    item: string;
    group_so?: string | null | undefined;
    item_so?: string | null | undefined;
  },
  lang: Language,
): { group: string; item: string } {
  return lang === 'so' && choice.item_so
    ? { group: choice.group_so ?? choice.group, item: choice.item_so }
    : { group: choice.group, item: choice.item };
}

/** An order line's name in the language on screen: Somali when the order kept it, else the name as placed. */
export function orderLineName(
  item: { name: string; name_so?: string | null | undefined },
  lang: Language,
): string {
  return lang === 'so' && item.name_so ? item.name_so : item.name;
}
