/**
 * Ordered lists of a contract enum's values for modules that must not load the generated
 * schemas (the coach site loads them up front): the list is written out in display order and
 * the type checker refuses it unless it holds every value of the generated type.
 */
export const everyValueOf =
  <T extends string>() =>
  <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)): L =>
    list;
