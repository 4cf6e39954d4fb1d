/** Text as HTML or XML text and attribute values: the five characters markup reads, as numeric references. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
