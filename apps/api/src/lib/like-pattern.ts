/** LIKE patterns for text a user typed: its %, _ and \ match themselves, not any characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches values that contain `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
